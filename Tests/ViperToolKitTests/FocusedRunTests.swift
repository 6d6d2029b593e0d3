import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper test: a focused run for real", .timeLimit(.minutes(5)), .onThreadsOfTheirOwn)
struct FocusedRunTests {
    /// A two-target package in a temporary folder whose test fails on a known line.
    private static func makePackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-run-\(UUID().uuidString)")
        let files = [
            "Package.swift": """
            // swift-tools-version:6.2
            import PackageDescription
            let package = Package(name: "Tiny", targets: [
                .target(name: "Lib", path: "Modules/Lib/Sources"),
                .target(name: "Unused", path: "Modules/Unused/Sources"),
                .testTarget(name: "LibTests", dependencies: ["Lib"]),
            ])
            """,
            "Modules/Lib/Sources/Lib.swift": "public func answer() -> Int { 41 }\n",
            "Modules/Unused/Sources/Unused.swift": "this does not compile, and is not in the focus\n",
            "Tests/LibTests/LibTests.swift": """
            import Lib
            import Testing

            @Test func answerIsFortyTwo() {
                #expect(answer() == 42)
            }

            @Test func answerIsPositive() {
                #expect(answer() > 0)
            }
            """,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test("a failing expectation is reported at the real test file's line, and the exit status is swift test's")
    func failureLocation() async throws {
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = FocusedPackage(root: root, request: ["Lib"])
        let output = root.appendingPathComponent("out.log")
        let errors = root.appendingPathComponent("err.log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        try package.write(FocusPlan(graph: await PackageDumper().graph(ofPackageAt: root), modules: ["Lib"]), manifest: manifest, cutFrom: manifest)
        let outcome = try await SwiftTestRun(focused: package, arguments: []).run(
            output: FileHandle(forWritingTo: output), errors: FileHandle(forWritingTo: errors))

        let reported = try String(contentsOf: errors, encoding: .utf8) + String(contentsOf: output, encoding: .utf8)
        #expect(outcome.status != 0)
        #expect(outcome.events?.startedTests.count == 2)
        #expect(reported.contains("\(root.path)/Tests/LibTests/LibTests.swift:5:5: error: Expectation failed"))
        #expect(!reported.contains(".build/viper-focus/Lib/Tests"))
        let issue = try #require(outcome.events?.issues.first)
        #expect(package.realPath(issue.filePath) == root.appendingPathComponent("Tests/LibTests/LibTests.swift").path)
        #expect(issue.line == 5)
    }
}
