import Testing
import ViperKit

/// What every feature's builder and plugin promise, checked the same way for all of them, so no
/// module's tests repeat the wiring and leak checks:
///
/// 1. The module `build` returns is named `name`, lives at `route`, and is four distinct role
///    objects (view, presenter, interactor, router).
/// 2. The feature's plugin answers `route`: the registry builds the same module from its path, as a
///    refresh or a deep link does.
/// 3. Shown in a navigator, loaded and sent `events`, then closed, the module lets go of all four
///    roles and its work ends (closing cancels it). With `closedMidWork`, the module's work must
///    still be running when it is closed: give `build` a service whose calls are held (a fake's
///    `holdCalls()`), so the check proves that a module closed mid-call is released and its call
///    cancelled.
///
/// ```swift
/// @Test("built by its builder and its plugin, the module answers its route and is released when closed mid-load")
/// func lifecycle() async {
///     let items = FakeItemsService(generatedCount: 20)
///     items.holdCalls()
///     let builder = ItemDetailFixtures.builder(items)
///     await ModuleLifecycleCheck.run("ItemDetail", at: ItemDetailRoute.route(for: 3), plugin: builder.plugin(), closedMidWork: true) {
///         builder.build(input: ItemDetailInput(id: 3), delegate: nil)
///     }
/// }
/// ```
@MainActor
public enum ModuleLifecycleCheck {
    /// Runs the three checks above, recording an issue at `sourceLocation` for each that fails.
    public static func run(
        _ name: String,
        at route: Route,
        plugin: ModulePlugin,
        sending events: [ViewEvent] = [],
        closedMidWork: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation,
        build: () -> Module
    ) async {
        let built = build()
        expectWellFormed(built, name: name, route: route, source: "its builder", at: sourceLocation)
        do {
            let linked = try PluginRegistry([plugin]).build(route.path)
            expectWellFormed(linked, name: name, route: route, source: "its plugin, from \(route.path)", at: sourceLocation)
        } catch {
            Issue.record("The plugin `\(plugin.id)` does not answer \(route.path): \(error)", sourceLocation: sourceLocation)
        }
        await expectReleasedWhenClosed(build, events: events, closedMidWork: closedMidWork, at: sourceLocation)
    }

    private static func expectWellFormed(_ module: Module, name: String, route: Route, source: String, at location: SourceLocation) {
        #expect(module.parts.name == name, "the module built by \(source) is named", sourceLocation: location)
        #expect(module.route == route, "the module built by \(source) lives at its route", sourceLocation: location)
        let objects = module.parts.liveObjects
        let distinct = Set(objects.values.map(ObjectIdentifier.init))
        #expect(
            objects.count == 4 && distinct.count == 4,
            "the module built by \(source) is four distinct role objects, not \(objects.keys.sorted())",
            sourceLocation: location
        )
    }

    /// Shows a module `build` makes, sends it `events`, closes it, and expects all of it gone and its
    /// work ended. The module is kept only in an optional emptied before the leak check: a reference
    /// held here would keep its view alive.
    private static func expectReleasedWhenClosed(
        _ build: () -> Module, events: [ViewEvent], closedMidWork: Bool, at location: SourceLocation
    ) async {
        let navigator = RecordingNavigator()
        var shown: Module? = build()
        let parts = shown!.parts
        let activity = shown!.activity
        navigator.show(shown!)
        for event in events { shown?.view.handle(event) }
        shown = nil
        if closedMidWork {
            #expect(activity.isBusy, "the module's work is still running when it is closed", sourceLocation: location)
        }
        navigator.closeAll()
        let leak = await LeakTracker().expectReleased(parts)
        #expect(leak == nil, "closed, \(parts.name) lets go of every role; still alive: \(leak?.liveRoles ?? [])", sourceLocation: location)
        #expect(await activity.idle(timeout: .seconds(10)), "closing \(parts.name) ends its work", sourceLocation: location)
    }
}
