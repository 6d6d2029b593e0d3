import ArgumentParser

/// `viper`: the project's module generator, architecture checker, module graph, focused test
/// runner, change-impact analysis, API gate, and CI's shard planner and merger.
/// Run it as `swift package viper <command>` (the plugin passes `--package-path`), or as
/// `swift run ViperTool <command> --package-path .`.
@main
struct ViperTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper",
        abstract:
            "Generates VIPER modules, checks the architecture's rules, prints the module graph, tests one module at a time, says what a change reaches (affected), gates breaking API changes (api), and plans and merges CI's test shards (plan, merge).",
        subcommands: [
            NewModuleCommand.self, RenameCommand.self, RemoveCommand.self, UnusedCommand.self, CheckCommand.self, GraphCommand.self, TestCommand.self,
            AffectedCommand.self, APICommand.self, PlanCommand.self,
            MergeCommand.self, CostsCommand.self, TraceCommand.self,
        ]
    )
}
