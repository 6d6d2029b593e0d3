import AppComposition
import ArgumentParser
import DemoAPI
import Foundation
import HostCore
import Logging
import TerminalHost
import TraceExport
import ViperKit
import WebShell

/// `swift run App`: starts the demo API and the web shell, and prints where to open the app; with
/// `--terminal`, runs the same app full screen in this terminal instead.
///
/// Kept in one file on purpose: every option of `App` is declared here with its help, so this file
/// and `swift run App --help` say the same thing in the same order.
@main
struct AppCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "App",
        abstract: "Runs the modular VIPER demo app in your browser, or in your terminal (--terminal).",
        discussion: """
            Starts the demo API (with its own SQLite database) on a free loopback port, unless \
            --api-url names another one, and the web shell on http://127.0.0.1:8080. \
            Open the printed URL and log in with the printed demo account. Stop with Ctrl-C.

            Run one feature module by itself, as every browser session's only root screen, with \
            --module (a plugin id such as item-detail, or a module name such as ItemDetail) and \
            its route's parameters as --input key=value, for example \
            `App --module ItemDetail --input id=3 --fake-services`. Over the demo API the app logs \
            in as the demo user first; --fake-services uses in-memory fakes instead (no API, no \
            database), for the whole app too.

            --terminal runs the same app, over the same services, full screen in this terminal \
            instead of the browser (no web shell starts): arrows or j/k move, Enter selects or \
            presses, Tab moves between fields, Esc goes back, a digit selects a tab, L switches the \
            language, ? shows the keys, q quits. --terminal --module runs one module alone there. \
            Its log goes to --log-file, so it never draws over the screen.

            The app keeps its own data (cached contacts and products, the order outbox, each \
            user's latest session) in a separate SQLite file, --app-database, so orders saved \
            while the API is down are sent when it is back, also after a restart.
            """
    )

    @Option(help: "The web shell's port (1-65535).")
    var port: Int = 8080

    @Option(help: "The address the web shell listens on.")
    var host: String = "127.0.0.1"

    @Option(help: "Use the API at this http(s) URL instead of starting the demo API.")
    var apiURL: String?

    @Option(
        help: ArgumentHelp(
            "The secret shared with the API (--api-url) so it believes the browsers' addresses this App forwards; the in-process demo API gets a fresh one.",
            valueName: "secret"))
    var proxySecret: String?

    @Option(help: "The demo API's SQLite database file (created and seeded if missing).")
    var database: String = ".data/demo-api.sqlite"

    @Option(
        name: .customLong("app-database"),
        help: ArgumentHelp(
            "The app's own SQLite database file: cached contacts and products, the order outbox and sessions (default: app.sqlite next to --database; never the API's file).",
            valueName: "app-database"
        )
    )
    var appDatabase: String?

    @Option(help: "How many items each demo account gets when the database is created (0-10000000).")
    var items: Int = 100

    @Option(help: ArgumentHelp("Run only this feature module, by plugin id or name (e.g. item-detail or ItemDetail).", valueName: "module"))
    var module: String?

    @Option(
        name: .customLong("input"),
        help: ArgumentHelp("A parameter of the module's route, as key=value (e.g. id=3); repeatable; needs --module.", valueName: "key=value")
    )
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp(
            "The least severe log messages written to standard error: trace, debug (also modules opened and closed), info (also every request), notice, warning, error or critical.",
            valueName: "level"))
    var logLevel: String = "info"

    @Option(
        help: ArgumentHelp(
            "How many requests the web shell works on at once (default: 4 per core, at least 8); more wait their turn, logins and logouts first. Fewer answers logins and logouts sooner under load, more serves more pages.",
            valueName: "count"))
    var requestsInProgress: Int?

    @Option(help: ArgumentHelp("The most signed-in browser sessions one account holds; one more ends its oldest (1-100000).", valueName: "count"))
    var sessionsPerAccount: Int = 20

    @Flag(help: "Run the app full screen in this terminal instead of the browser (needs a terminal: a TTY).")
    var terminal = false

    @Option(
        help: ArgumentHelp("The language the terminal starts in: en or de (needs --terminal; the browser's language is its own).", valueName: "code"))
    var language: String = "en"

    @Option(
        help: ArgumentHelp(
            "Where the terminal host writes its log (default: terminal.log next to --database), so no message draws over the screen.",
            valueName: "file"))
    var logFile: String?

    @Flag(
        help: """
            Serve the gallery instead of the app: every declared state of every feature module, drawn by the web shell's \
            renderer in English and German (each feature's <Name>Previews).
            """)
    var gallery = false

    @Option(
        help: ArgumentHelp(
            "With --gallery: write the gallery's files (index.html, both.html, <Feature>/<state>.<language>.html) to this folder and exit.",
            valueName: "folder"))
    var export: String?

    @Flag(help: "Use in-memory fake services (the demo account, --items generated items) instead of the demo API; no database is touched.")
    var fakeServices = false

    @Option(
        name: .customLong("fake-latency"),
        help: ArgumentHelp(
            "Delay every service call by this long (e.g. 2s or 500ms, at most 60s): each fake's calls with --fake-services, every request of the in-process demo API otherwise. Pages then show their loading state first.",
            valueName: "duration"))
    var fakeLatency: String?

    @Option(
        name: .customLong("flag"),
        help: ArgumentHelp(
            "Set a registered feature flag for every person of this run, over their accounts' values (repeatable; e.g. item-detail-next=on).",
            valueName: "name=on|off"))
    var flags: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write every finished trace to this file as OTLP JSON lines (any OpenTelemetry viewer reads them; `viper trace FILE` prints one as a waterfall), or - for standard output (not with --terminal).",
            valueName: "file"))
    var trace: String?

    func validate() throws {
        for flag in flags {
            do throws(FlagOverrideError) {
                _ = try FlagOverride(parsing: flag)
            } catch {
                throw ValidationError(error.description)
            }
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--log-level must be one of \(levels), not “\(logLevel)”.")
        }
        guard (1 ... 65535).contains(port) else {
            throw ValidationError("--port must be between 1 and 65535, not \(port).")
        }
        if let requestsInProgress, !(4 ... 100_000).contains(requestsInProgress) {
            throw ValidationError("--requests-in-progress must be between 4 and 100000, not \(requestsInProgress).")
        }
        guard (1 ... 100_000).contains(sessionsPerAccount) else {
            throw ValidationError("--sessions-per-account must be between 1 and 100000, not \(sessionsPerAccount).")
        }
        guard (0 ... 10_000_000).contains(items) else {
            throw ValidationError("--items must be between 0 and 10000000, not \(items).")
        }
        if let apiURL {
            guard let url = URL(string: apiURL), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                throw ValidationError("--api-url must be an http(s) URL such as http://127.0.0.1:9000, not “\(apiURL)”.")
            }
        }
        guard !database.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--database must name a file.")
        }
        let appDatabasePath = appDatabase ?? AppConfiguration.defaultAppDatabasePath(besides: database)
        guard !appDatabasePath.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--app-database must name a file.")
        }
        guard URL(fileURLWithPath: appDatabasePath).standardizedFileURL != URL(fileURLWithPath: database).standardizedFileURL else {
            throw ValidationError("--app-database must be another file than --database: the app's own data never mixes with the API's.")
        }
        if let fakeLatency {
            guard DurationArgument.parse(fakeLatency) != nil else {
                throw ValidationError("--fake-latency must be a duration such as 2s or 500ms, from 0 to 60s, not “\(fakeLatency)”.")
            }
            if apiURL != nil {
                throw ValidationError("--fake-latency delays the fakes or the in-process demo API; it cannot slow down another API (--api-url).")
            }
        }
        if fakeServices, apiURL != nil {
            throw ValidationError("--fake-services and --api-url cannot be used together: fakes replace the API.")
        }
        guard Language(code: language) != nil else {
            let codes = Language.all.map(\.code).joined(separator: ", ")
            throw ValidationError("--language must be one of \(codes), not “\(language)”.")
        }
        if trace == "-", terminal {
            throw ValidationError("--trace - writes to standard output, which --terminal draws on: give --trace a file.")
        }
        if let trace, trace.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--trace must name a file, or - for standard output.")
        }
        if export != nil, !gallery {
            throw ValidationError("--export writes the gallery's files: add --gallery.")
        }
        if gallery, terminal || module != nil || fakeServices || apiURL != nil {
            throw ValidationError("--gallery draws every module on fakes by itself: leave out --terminal, --module, --fake-services and --api-url.")
        }
        if !terminal, language != "en" || logFile != nil {
            throw ValidationError("--language and --log-file are for the terminal host: add --terminal (the browser says its own language).")
        }
        do {
            _ = try ModuleSelection.parse(module: module, inputs: inputs)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        MallocArenas.limit()
        if gallery {
            try await GalleryCommand(host: host, port: port, export: export).run()
            return
        }
        let configuration = AppConfiguration(
            host: host,
            port: port,
            apiURL: apiURL.flatMap(URL.init(string:)),
            databasePath: database,
            appDatabasePath: appDatabase,
            seedItems: items,
            requestsInProgress: requestsInProgress,
            sessionsPerAccount: sessionsPerAccount,
            module: try? ModuleSelection.parse(module: module, inputs: inputs),
            fakeServices: fakeServices,
            fakeLatency: fakeLatency.flatMap(DurationArgument.parse) ?? .zero,
            proxySecret: proxySecret,
            logLevel: Logger.Level(rawValue: logLevel) ?? .info,
            flagOverrides: flags.compactMap { try? FlagOverride(parsing: $0) },
            tracer: try trace.map { path in
                do throws(OTLPFileTracerError) {
                    return try OTLPFileTracer(path: path, service: "modular-viper")
                } catch {
                    throw ValidationError(error.description)
                }
            }
        )
        if terminal {
            try await runInTerminal(configuration)
            return
        }
        if !fakeServices, apiURL == nil, FileManager.default.fileExists(atPath: database) {
            Console.line("Using the existing database \(database) (--items applies only to a new one).")
        }
        // Servers raise their open-file limit; the connection caps are sized to what it allows.
        DescriptorBudget.raiseOpenFileLimit()
        let progress = SeedProgressPrinter()
        let server: AppServer
        do {
            server = try await AppServer.start(configuration) { done, total in progress.report(done, of: total) }
        } catch {
            throw Self.startFailure(error)
        }
        if fakeServices {
            Console.line("Fake services: in-memory, \(items) generated items; no demo API started, no database touched.")
        }
        if let api = server.apiURL {
            Console.line("API:  \(api.absoluteString)\(apiURL == nil ? " (demo API, database \(database))" : "")")
            Console.line("Orders outbox and cache: \(configuration.appDatabasePath)")
        }
        Console.line("App:  \(server.webURL.absoluteString)")
        if let selected = server.module {
            let services = fakeServices ? "fake services" : "the API, logged in as \(DemoAccounts.username)"
            Console.line("Module: \(selected.name) (\(selected.route.path)) with \(services)")
        } else if let account = server.demoAccount {
            Console.line("Log in as \(account.username) / \(account.password)\(fakeServices ? " (fake services)" : "")")
        }
        Console.line("Press Ctrl-C to stop.")
        await ShutdownSignal.wait()
        Console.line("Stopping…")
        await server.stop()
    }

    /// Runs the app in this terminal until the person quits: the backend first (its messages still
    /// on the normal screen), then the terminal host full screen, with standard error going to the
    /// log file meanwhile.
    private func runInTerminal(_ configuration: AppConfiguration) async throws {
        guard TerminalApp.canRun else {
            throw ValidationError(
                "--terminal needs a terminal: standard input and output are not a TTY. Run it in a terminal, or leave out --terminal for the browser."
            )
        }
        let log = logFile ?? AppConfiguration.defaultLogPath(besides: database)
        DescriptorBudget.raiseOpenFileLimit()
        let progress = SeedProgressPrinter()
        let backend: AppBackend
        do {
            backend = try await AppBackend.start(configuration) { done, total in progress.report(done, of: total) }
        } catch {
            throw Self.startFailure(error)
        }
        do {
            try StandardError.redirect(to: log)
        } catch {
            await backend.stop()
            throw ValidationError("Could not open the log file \(log): \(error)")
        }
        let language = Language(code: language) ?? .english
        let terminal = await MainActor.run {
            TerminalApp(
                language: language, spans: ModuleSpans(owners: AppOwners.modules, tracer: configuration.tracer))
        }
        let status = await terminal.run { navigator in
            backend.makeFlow(navigator: navigator)
        }
        await backend.stop()
        Console.line("Log: \(log)")
        if status != 0 { throw ExitCode(status) }
    }

    /// What the person is told when the app could not start: the error's own sentence for a bad
    /// module choice, a failed demo login or a taken port (with what to do), else the error.
    private static func startFailure(_ error: any Error) -> ValidationError {
        switch error {
        case let error as ModuleSelectionError: ValidationError(error.description)
        case let error as ModuleLoginError: ValidationError(error.description)
        case WebShellError.addressInUse: ValidationError("\(error) Choose another port with --port.")
        case let error as WebShellError: ValidationError("\(error)")
        default: ValidationError("Could not start the app: \(error)")
        }
    }
}
