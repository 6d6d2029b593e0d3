import Foundation

/// Evaluating a manifest that is not on disk (an older version of `Package.swift`).
extension PackageDumper {
    /// The graph of the manifest `text`, evaluated alone in a temporary folder, with paths made relative to that
    /// folder (see ``PackageGraph/relativizingPaths(to:)``). `dump-package` only evaluates the manifest, so the
    /// targets' folders need not exist; a manifest that reads its own folder while it runs sees an empty one.
    public func graph(ofManifestText text: String) async throws -> PackageGraph {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-manifest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        return try await graph(ofPackageAt: folder).relativizingPaths(to: folder)
    }
}
