import ArgumentParser

/// `viper graph` (being written).
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "graph", abstract: "Not written yet.")

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() throws {
        throw ValidationError("viper graph is not written yet.")
    }
}
