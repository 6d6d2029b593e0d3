import ArgumentParser
import Foundation
import ViperToolKit

/// `viper test <Module>...`: runs a module's tests in a focused package that holds only the module,
/// its test target and what they depend on, so a team compiles its own corner and not the world.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Builds and runs the tests of the named modules in a focused package (only what they depend on).",
        discussion: """
            A module is a feature (ItemsList), a service (Storage, Gateway, WebShell) or a test target's name. \
            The focused package lives in .build/viper-focus/<modules>/: the real Package.swift with only those \
            targets kept, and links to the real target folders. It is remade when Package.swift changes and \
            reused otherwise, so the second run only rebuilds what changed.

            Options that viper does not know pass through to `swift test`, and the exit status is swift test's:
              viper test ItemsList --filter Presenter
              viper test Storage Gateway --parallel
              viper test --affected --base origin/main
            """
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    @Flag(help: "Test exactly the test targets `viper affected` selects for the change.")
    var affected = false

    @Option(help: "With --affected: the git ref to compare with (default: the merge base with main).")
    var base: String?

    @Flag(help: "With --affected: then run the whole suite and report failing tests the selection left out.")
    var verify = false

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Modules to test, then arguments for swift test.", valueName: "module")
    )
    var words: [String] = []

    /// The leading words that are not options: the modules.
    private var modules: [String] { Array(words.prefix { !$0.hasPrefix("-") }) }

    /// Everything after the modules, without a `--` separator: for `swift test`.
    private var passthrough: [String] { words.dropFirst(modules.count).filter { $0 != "--" } }

    func validate() throws {
        if affected, !modules.isEmpty {
            throw ValidationError("name modules or pass --affected, not both")
        }
        if !affected, base != nil || verify {
            throw ValidationError("--base and --verify go with --affected")
        }
        if !affected, modules.isEmpty {
            throw ValidationError(FocusError.nothingToTest.description)
        }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let request = affected ? try await affectedTestTargets(root: root) : modules
        var status: Int32 = 0
        if request.isEmpty {
            say("no test target is affected by the change")
        } else {
            status = try await runFocused(request, root: root)
        }
        if verify { try await verifySelection(request, root: root) }
        if status != 0 { throw ExitCode(status) }
    }

    /// The test targets `viper affected` selects, printed with the chain that selected each.
    private func affectedTestTargets(root: URL) async throws -> [String] {
        let result = try await AffectedAnalysis.result(forPackageAt: root, base: base)
        say("affected by the change since \(result.base): \(result.testTargets.count) test targets")
        for name in result.testTargets { say("  " + (result.chains[name]?.description ?? name)) }
        return result.testTargets
    }

    /// Runs the whole suite in the real package, then names every failing test whose target the
    /// selection left out: the check that selecting by the graph is safe.
    private func verifySelection(_ selection: [String], root: URL) async throws {
        say("--verify: running the whole suite in the real package")
        let full = try await SwiftTestRun(packageAt: root, arguments: passthrough).run()
        guard let events = full.events else {
            say("--verify: the whole suite did not run (swift test exited \(full.status))")
            throw ExitCode(full.status == 0 ? 1 : full.status)
        }
        let selected = Set(selection)
        let missed = events.issues.filter { !selected.contains($0.module) }
        say("--verify: \(events.startedTests.count) tests ran in the whole suite, \(events.issues.count) issues")
        if missed.isEmpty {
            say("--verify: the selection left out no failing test")
        } else {
            say("--verify: the selection left out \(missed.count) failing test issue(s):")
            for issue in missed { say("  \(issue.testID) at \(issue.filePath):\(issue.line)") }
        }
        if !missed.isEmpty || full.status != 0 { throw ExitCode(full.status == 0 ? 1 : full.status) }
    }

    /// Builds and runs `request` in its focused package; returns swift test's exit status.
    private func runFocused(_ request: [String], root: URL) async throws -> Int32 {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let package = FocusedPackage(root: root, request: request)
        if package.isCurrent(forManifest: manifest) {
            say("reusing the focused package in \(relative(package.directory, to: root))")
        } else {
            let source: FocusSource
            do {
                source = try await FocusSource.planned(forPackageAt: root, manifest: manifest, request: request)
            } catch let error as FocusError {
                FileHandle.standardError.write(Data("viper test: \(error)\n".utf8))
                throw ExitCode.failure
            }
            let plan = source.plan
            try package.write(plan, manifest: manifest, cutFrom: source.manifest)
            let packages = plan.packages.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") } ?? "all"
            let features = source.features.map { "its manifest cut to \($0) features" } ?? "the whole manifest"
            say(
                """
                focused package for \(plan.testTargets.joined(separator: ", ")) in \(relative(package.directory, to: root)): \
                \(plan.targets.count) targets (\(plan.targets.map(\.name).joined(separator: ", "))); third-party packages: \(packages); \
                \(features)
                """)
        }
        let outcome = try await SwiftTestRun(focused: package, arguments: passthrough).run()
        if let events = outcome.events {
            say("\(events.startedTests.count) tests ran; \(events.issues.count) issues")
        }
        return outcome.status
    }

    /// Writes straight to standard output, so the line comes before the output of `swift test` that follows it.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data("viper test: \(line)\n".utf8))
    }

    private func relative(_ url: URL, to root: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }
}
