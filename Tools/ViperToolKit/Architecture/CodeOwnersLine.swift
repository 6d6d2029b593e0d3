/// One rule of a CODEOWNERS file: a pattern and the owners it gives the paths it matches.
///
/// The pattern follows GitHub's CODEOWNERS syntax, a subset of `.gitignore`'s: a pattern with a `/`
/// at its start or in its middle is anchored at the repository's root (`/Modules/Orders/`,
/// `Modules/*/Testing/`); one without (`*`, `Testing/`, `*.md`) matches a name at any depth; `*`
/// and `?` match within one path component, `**` across components; a trailing `/` matches a
/// folder (and so everything in it).
public struct CodeOwnersLine: Sendable, Hashable {
    /// The 1-based line number in the file.
    public let line: Int
    /// The pattern, as written.
    public let pattern: String
    /// The owners named on the line (`@team-orders`, `@org/team`, `someone@example.com`), in order;
    /// empty for a line that names none (GitHub: the paths it matches have no owner).
    public let owners: [String]
    /// Whether the pattern is anchored at the root (a `/` at its start or in its middle).
    private let anchored: Bool
    /// The pattern's components, without its leading and trailing `/`.
    private let parts: [String]

    /// A rule at `line` giving the paths `pattern` matches to `owners`.
    public init(line: Int, pattern: String, owners: [String]) {
        self.line = line
        self.pattern = pattern
        self.owners = owners
        var body = Substring(pattern)
        if body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.hasPrefix("/") || body.contains("/")
        if body.hasPrefix("/") { body = body.dropFirst() }
        parts = body.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// The folder an anchored pattern without wildcards names (`Modules/Orders` for
    /// `/Modules/Orders/`), which matches exactly that folder and those inside it; `nil` for any
    /// other pattern. ``CodeOwners`` looks these up by folder instead of trying every line.
    var literalFolder: String? {
        guard anchored, !parts.isEmpty, !parts.contains(where: { $0.contains(where: { "*?[\\".contains($0) }) }) else { return nil }
        return parts.joined(separator: "/")
    }

    /// Whether the pattern matches the folder `path` (relative to the root, `/`-separated): the
    /// folder itself or one of the folders holding it, as GitHub gives a folder's files to a pattern
    /// that matches one of the folders they are in.
    public func matches(folder path: String) -> Bool {
        let components = path.split(separator: "/").filter { $0 != "." }.map(String.init)
        guard !components.isEmpty else { return false }
        return (1 ... components.count).contains { matchesExactly(Array(components.prefix($0))) }
    }

    /// Whether the pattern matches exactly the path made of `components` (a folder).
    private func matchesExactly(_ components: [String]) -> Bool {
        guard !parts.isEmpty else { return false }
        if !anchored {
            // A name at any depth: every folder on the way is tried on its own, so match the last.
            return Self.glob(parts[0], matches: components[components.count - 1])
        }
        return Self.match(parts[...], components[...])
    }

    /// Whether pattern components `parts` (with `**` for any number of components) match `components`.
    private static func match(_ parts: ArraySlice<String>, _ components: ArraySlice<String>) -> Bool {
        guard let first = parts.first else { return components.isEmpty }
        if first == "**" {
            let rest = parts.dropFirst()
            return (0 ... components.count).contains { match(rest, components.dropFirst($0)) }
        }
        guard let component = components.first, glob(first, matches: component) else { return false }
        return match(parts.dropFirst(), components.dropFirst())
    }

    /// Whether the one-component glob `pattern` (`*`, `?`, literal characters) matches `name`.
    static func glob(_ pattern: String, matches name: String) -> Bool {
        let pattern = Array(pattern)
        let name = Array(name)
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ n: Int) -> Bool {
            let key = p * (name.count + 1) + n
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = n == name.count
            } else if pattern[p] == "*" {
                result = match(p + 1, n) || (n < name.count && match(p, n + 1))
            } else if n < name.count, pattern[p] == "?" || pattern[p] == name[n] {
                result = match(p + 1, n + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
