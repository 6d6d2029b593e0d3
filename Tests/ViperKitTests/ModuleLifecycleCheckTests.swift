import Testing
import ViperKit
import ViperKitTesting

/// The one check of every module's builder, plugin and release, on the counter module: it passes
/// for a module that keeps the rules, and fails, saying why, for one that breaks each.
@MainActor
@Suite("The module lifecycle check")
struct ModuleLifecycleCheckTests {
    private let route = Route("/counter")

    private func plugin(building build: @escaping @MainActor () -> Module = { CounterModule.build() }) -> ModulePlugin {
        ModulePlugin(id: "counter", routes: [RoutePattern("/counter")]) { _ in build() }
    }

    @Test("a module built as the rules say, closed while its work runs, passes: released, its work cancelled")
    func passes() async {
        await ModuleLifecycleCheck.run("Counter", at: route, plugin: plugin(), sending: [.action("slow", form: [:])], closedMidWork: true) {
            CounterModule.build()
        }
    }

    @Test("a module at another route, or under another name, fails the check")
    func wrongRouteOrName() async {
        await withKnownIssue {
            await ModuleLifecycleCheck.run("Counter", at: Route("/elsewhere"), plugin: plugin()) { CounterModule.build() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("lives at its route") }
                || issue.comments.contains { $0.rawValue.contains("does not answer /elsewhere") }
        }
        await withKnownIssue {
            await ModuleLifecycleCheck.run("Other", at: route, plugin: plugin()) { CounterModule.build() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is named") }
        }
    }

    @Test("a plugin that does not answer the module's route fails the check")
    func pluginElsewhere() async {
        let elsewhere = ModulePlugin(id: "counter", routes: [RoutePattern("/count")]) { _ in CounterModule.build() }
        await withKnownIssue {
            await ModuleLifecycleCheck.run("Counter", at: route, plugin: elsewhere) { CounterModule.build() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not answer /counter") }
        }
    }

    @Test("a module that outlives being closed fails the check, naming the roles still alive")
    func leak() async {
        await withKnownIssue {
            await ModuleLifecycleCheck.run("Counter", at: route, plugin: plugin(), sending: [.action("leak", form: [:])]) {
                CounterModule.build()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("lets go of every role") && $0.rawValue.contains("presenter") }
        }
    }

    /// A module whose view holds its other three roles and that starts no work.
    private final class IdleView: ModuleView {
        let roles = [AnyObject](arrayLiteral: IdleView.Role(), IdleView.Role(), IdleView.Role())
        final class Role {}

        static func module() -> Module {
            let view = IdleView(screen: Screen(title: "Idle"))
            return Module(
                name: "Idle", route: Route("/idle"), view: view, presenter: view.roles[0], interactor: view.roles[1], router: view.roles[2],
                activity: ModuleActivity())
        }
    }

    @Test("closedMidWork fails the check when the module's work had already ended, so a test cannot think it checked a cancellation")
    func noWorkToCancel() async {
        let plugin = ModulePlugin(id: "idle", routes: [RoutePattern("/idle")]) { _ in IdleView.module() }
        await ModuleLifecycleCheck.run("Idle", at: Route("/idle"), plugin: plugin) { IdleView.module() }
        await withKnownIssue {
            await ModuleLifecycleCheck.run("Idle", at: Route("/idle"), plugin: plugin, closedMidWork: true) { IdleView.module() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("still running when it is closed") }
        }
    }
}
