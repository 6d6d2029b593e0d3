import ArgumentParser
import Foundation
import ViperToolKit

/// `viper api`: the contract gate between teams, the public API of every library target at a base and
/// now, each difference classified as additive or breaking.
struct APICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Compares the public API of the package's library targets with a base and fails on unacknowledged breaking changes.",
        discussion: """
            Reads the public declarations of every library target with a changed file (Interfaces, features' builders, \
            Testing kits, ViperKit, Domain, services, the shell) with swift-syntax, at the base from git and now from the \
            disk, and classifies each difference. A breaking change names the targets that depend on it, directly or not, \
            and the CODEOWNERS teams to ask. It fails the command unless the change adds a line for it to \
            API-BREAKS.md, naming the symbol as printed here, in backticks, with a reason:
              - `ItemDetailInterface.ItemDetailDelegate.itemDetail(didUpdate:)`: why, and which owners agreed
            Only lines the change adds count, so an old acknowledgement never waives a new break.
              viper api
              viper api --base origin/main --json
            Exit status: 0 when it passes, 1 when a breaking change is not acknowledged (or an acknowledgement has no \
            reason), 2 when the base or the package cannot be read or a file does not parse: never a pass for an API it \
            could not read.
            """
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "The git ref to compare with (default: git merge-base HEAD main).")
    var base: String?

    @Flag(help: "Print a JSON object for CI instead of lines.")
    var json = false

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let result: APIGateResult
        do {
            result = try await APIGate.result(forPackageAt: root, base: base)
        } catch let error as APIError {
            FileHandle.standardError.write(Data("viper api: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let report = APIReport(result: result)
        print(json ? try report.json() : report.text, terminator: "")
        if !result.passes { throw ExitCode.failure }
    }
}
