/// One path relative to a folder, both given as components from the same origin.
enum RelativePath {
    /// `path` as seen from `folder`: up with `..` to where they part, then down the rest of `path`.
    static func components(of path: [Substring], from folder: [Substring]) -> [String] {
        let common = sharedPrefixCount(folder, path)
        return Array(repeating: "..", count: folder.count - common) + path[common...].map(String.init)
    }

    /// How many leading components `first` and `second` share.
    static func sharedPrefixCount(_ first: [Substring], _ second: [Substring]) -> Int {
        var count = 0
        while count < min(first.count, second.count), first[count] == second[count] { count += 1 }
        return count
    }
}
