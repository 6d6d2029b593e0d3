import Tracing
import ViperKit

/// The spans a host makes where a module's roles meet: the host is where the boundaries already
/// are (it delivers each event to a module's view, places the modules its navigator is asked to
/// show, runs their interactors' work), so modules and ViperKit stay free of any tracing library.
/// Each span is named `<Module>.<role>.<operation>` and carries the module, the role and the
/// owning team as attributes (`viper.module`, `viper.role`, `viper.team`):
///
/// - `ItemsList.presenter.select`: an event delivered to the view, whose presenter handles it at
///   once; the work it starts runs under it.
/// - `ItemsList.interactor.loadPage`: one piece of the interactor's work (``ModuleActivity``),
///   named after the function that started it; the service calls it makes run under it.
/// - `ItemsList.router.push`: the navigator asked to show another module (`viper.route`: where).
/// - `ItemDetail.builder.build`: a module built for a route the host was asked for.
///
/// A host given no tracer (the default) makes no span at all: each boundary only checks that it has
/// none, so it pays no name, attribute, closure or lookup of the current tracer (the lifecycle
/// benchmark in Benchmarks/README measures it). A host given one runs each request or key under it
/// (`withTracer`, with ``tracer``), where these spans go.
public struct ModuleSpans: Sendable {
    /// Who owns each module, for the `viper.team` attribute.
    public let owners: ModuleOwners
    /// Where the host's spans go, or `nil` for none: the host runs each request or key it handles
    /// under it, so these spans, and the spans of the services its modules call, join one trace.
    public let tracer: (any Tracer)?
    /// Whether spans are made: the host has a tracer.
    public var isTracing: Bool { tracer != nil }

    /// Spans naming the teams `owners` gives, into `tracer`; none without one.
    public init(owners: ModuleOwners = ModuleOwners(), tracer: (any Tracer)? = nil) {
        self.owners = owners
        self.tracer = tracer
    }

    /// Delivers `event` to `module`'s view inside a `<Module>.presenter.<event>` span.
    @MainActor
    public func deliver(_ event: ViewEvent, to module: Module) {
        guard isTracing else { return module.view.handle(event) }
        let name = module.parts.name
        withSpan("\(name).presenter.\(Self.operation(of: event))") { span in
            describe(span, module: name, role: "presenter")
            span.attributes["viper.event"] = BudgetedEvent(event).description
            module.view.handle(event)
        }
    }

    /// Makes every piece of `module`'s interactor work run inside a `<Module>.interactor.<function>`
    /// span (under the tracer of the request or key that started it).
    @MainActor
    public func instrument(_ module: Module) {
        guard isTracing else { return }
        let name = module.parts.name
        let spans = self
        module.activity.instrument = { function, work in
            await withSpan("\(name).interactor.\(function.prefix { $0 != "(" })") { span in
                spans.describe(span, module: name, role: "interactor")
                await work()
            }
        }
    }

    /// Runs `navigation` (the navigator's `operation`, asked by `module`'s router, showing `route`)
    /// inside a `<Module>.router.<operation>` span. The module and the route are worked out only
    /// when tracing: a stack finds the asking module by a search.
    @MainActor
    func navigate(
        _ operation: String,
        by module: @autoclosure () -> Module?,
        to route: @autoclosure () -> Route?,
        _ navigation: () -> Void
    ) {
        guard isTracing, let module = module() else { return navigation() }
        withSpan("\(module.parts.name).router.\(operation)") { span in
            describe(span, module: module.parts.name, role: "router")
            if let route = route() { span.attributes["viper.route"] = route.path }
            navigation()
        }
    }

    /// Builds a module with `build` inside a `<Module>.builder.build` span (named once built).
    @MainActor
    func build(_ path: String, _ build: () throws(RouteError) -> Module) throws(RouteError) -> Module {
        guard isTracing else { return try build() }
        let result = withSpan("builder.build") { span -> Result<Module, RouteError> in
            span.attributes["viper.route"] = path
            do throws(RouteError) {
                let module = try build()
                span.operationName = "\(module.parts.name).builder.build"
                describe(span, module: module.parts.name, role: "builder")
                return .success(module)
            } catch {
                span.setStatus(SpanStatus(code: .error, message: "\(error)"))
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func describe(_ span: any Span, module: String, role: String) {
        span.attributes["viper.module"] = module
        span.attributes["viper.role"] = role
        if let team = owners.owners(of: module) { span.attributes["viper.team"] = team }
    }

    /// `load`, `appear`, an action's id, `select`, `alert`, `scroll`.
    private static func operation(of event: ViewEvent) -> String {
        switch event {
        case .load: "load"
        case .appear: "appear"
        case .action(let id, _): id
        case .select: "select"
        case .alert(let id): "alert-\(id)"
        case .scroll: "scroll"
        }
    }
}
