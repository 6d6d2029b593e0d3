import Foundation
import PackagePlugin

/// `swift package viper <command>`: runs the `ViperTool` executable on this package, so the
/// generator, the checker and the graph are SwiftPM commands rather than loose scripts.
@main
struct ViperPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "ViperTool")
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
