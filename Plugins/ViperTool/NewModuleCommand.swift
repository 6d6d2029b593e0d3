import ArgumentParser

/// `viper new` (being written).
struct NewModuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new", abstract: "Not written yet.")

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() throws {
        throw ValidationError("viper new is not written yet.")
    }
}
