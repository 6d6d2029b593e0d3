import ArgumentParser

/// `viper check` (being written).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Not written yet.")

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() throws {
        throw ValidationError("viper check is not written yet.")
    }
}
