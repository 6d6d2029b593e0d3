import Foundation

/// Reads a package's graph by running `swift package dump-package`, which evaluates the
/// manifest without resolving or fetching dependencies.
public struct PackageDumper: Sendable {
    /// Creates a dumper.
    public init() {}

    /// The graph of the package at `root`.
    public func graph(ofPackageAt root: URL) async throws -> PackageGraph {
        try PackageGraph(dumpPackageJSON: await dumpPackageJSON(ofPackageAt: root))
    }

    /// The raw JSON `swift package dump-package` prints for the package at `root`.
    ///
    /// A private scratch folder keeps this from waiting on a build that holds the package's `.build` lock.
    public func dumpPackageJSON(ofPackageAt root: URL) async throws -> Data {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-dump-\(UUID().uuidString)", isDirectory: true)
        // SwiftPM also leaves a lock file named after the scratch path in the temporary folder.
        let lock = FileManager.default.temporaryDirectory
            .appendingPathComponent(scratch.path.replacingOccurrences(of: "/", with: "_") + ".lock")
        defer {
            try? FileManager.default.removeItem(at: scratch)
            try? FileManager.default.removeItem(at: lock)
        }
        let run = try await ToolProcess.run("swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"])
        guard run.status == 0 else { throw PackageModelError.dumpPackageFailed(status: run.status, output: run.errors) }
        return run.output
    }
}
