import Foundation
import PackagePlugin

/// `swift package viper <command>`: builds the `ViperTool` executable of this package (debug, as
/// `swift build` does) and runs it on the package, so the generator, the checker and the graph are
/// SwiftPM commands rather than loose scripts.
///
/// The tool is built through the package manager when the command runs, not declared as the
/// plugin's dependency: a dependency is built for the host as a copy of its own (swift-syntax and
/// the tool kit compiled twice), and `swift build` builds that copy even when no plugin runs.
@main
struct ViperPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("ViperTool"), parameters: .init(configuration: .debug, echoLogs: true))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("viper: building ViperTool failed")
            return
        }
        var forwarded = arguments.isEmpty ? ["--help"] : arguments
        if let command = forwarded.first, !command.hasPrefix("-") {
            forwarded.insert(contentsOf: ["--package-path", context.package.directoryURL.path], at: 1)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("viper \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
    }
}
