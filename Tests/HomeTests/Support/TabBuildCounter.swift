/// Counts how many times each tab's root module was built, by route path.
@MainActor
final class TabBuildCounter {
    private(set) var built: [String: Int] = [:]

    func record(_ path: String) {
        built[path, default: 0] += 1
    }
}
