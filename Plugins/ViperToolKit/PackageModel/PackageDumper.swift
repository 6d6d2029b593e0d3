import Foundation

/// Reads a package's graph by running `swift package dump-package`, which evaluates the
/// manifest without resolving or fetching dependencies.
public struct PackageDumper: Sendable {
    /// Creates a dumper.
    public init() {}

    /// The graph of the package at `root`.
    public func graph(ofPackageAt root: URL) throws -> PackageGraph {
        try PackageGraph(dumpPackageJSON: dumpPackageJSON(ofPackageAt: root))
    }

    /// The raw JSON `swift package dump-package` prints for the package at `root`.
    ///
    /// A private scratch folder keeps this from waiting on a build that holds the package's `.build` lock.
    public func dumpPackageJSON(ofPackageAt root: URL) throws -> Data {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-dump-\(UUID().uuidString)", isDirectory: true)
        let errorLog = scratch.appendingPathExtension("log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: scratch)
            try? FileManager.default.removeItem(at: errorLog)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorLog)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            throw PackageModelError.dumpPackageFailed(status: process.terminationStatus, output: message)
        }
        return data
    }
}
