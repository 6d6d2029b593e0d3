import Foundation

extension ReadmeGraphSection {
    /// Rewrites the README's graph of the package at `root` from its manifest (`swift package
    /// dump-package`); `true` when the README changed, `false` when it was current or has no markers.
    public static func refresh(inPackageAt root: URL) async throws -> Bool {
        let file = root.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        let package = try await PackageDumper().graph(ofPackageAt: root)
        guard let updated = ReadmeGraphSection().replacing(in: text, with: ModuleGraph.readme(of: package).mermaid()), updated != text else {
            return false
        }
        try Data(updated.utf8).write(to: file, options: .atomic)
        return true
    }
}
