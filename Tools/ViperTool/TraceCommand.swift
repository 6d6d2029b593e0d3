import ArgumentParser
import Foundation
import ViperToolKit

/// `viper trace FILE...`: prints one trace of OTLP JSON lines as a waterfall in the terminal.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Prints a trace (OTLP JSON lines, as App --trace FILE writes them) as a waterfall: spans, modules, roles, teams.",
        discussion: """
            Reads every file named (an app's and its API's traces join by their W3C trace ids) and prints the \
            latest trace, or the one --id names; --list lists the traces read.
              swift run App --trace trace.jsonl
              viper trace trace.jsonl
              viper trace trace.jsonl --list
              viper trace trace.jsonl --id 4bf92f3577b34da6a3ce929d0e0e4736
            """
    )

    @Argument(help: ArgumentHelp("The files of OTLP JSON lines to read.", valueName: "file"))
    var files: [String]

    @Option(help: "The trace to print (its 32-hex-digit id); the latest by default.")
    var id: String?

    @Flag(help: "List the traces read (id, spans, root span) instead.")
    var list = false

    func run() throws {
        var data = Data()
        for file in files {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw ValidationError("cannot read \(file)")
            }
            data.append(contents)
            data.append(UInt8(ascii: "\n"))
        }
        let traces = TraceWaterfall(jsonLines: data)
        if list {
            for trace in traces.traces { print("\(trace.id)  \(trace.spans) spans  \(trace.root)") }
            return
        }
        guard let chosen = id ?? traces.latestTraceID else {
            throw ValidationError("no span in \(files.joined(separator: ", ")): is it OTLP JSON lines, as App --trace writes?")
        }
        guard let waterfall = traces.waterfall(of: chosen) else {
            throw ValidationError("no trace \(chosen) in \(files.joined(separator: ", ")); viper trace --list lists them")
        }
        print(waterfall)
    }
}
