import ViperKit

/// What every feature's builder spy records, so each `<Feature>BuilderSpy` in a Testing kit is
/// only its `build` method: a spy stands in for a feature in the tests of the modules that open it,
/// records what it was asked to build and returns a stand-in module at the feature's route.
///
/// ```swift
/// public final class ItemDetailBuilderSpy: BuilderSpy<ItemDetailInput, any ItemDetailDelegate>, ItemDetailBuilding {
///     public func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
///         record(input, delegate: delegate, standIn: .standIn(name: "ItemDetail", route: ItemDetailRoute.route(for: input.id), title: "Item"))
///     }
/// }
/// ```
@MainActor
open class BuilderSpy<Input, Delegate> {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [Input] = []
    private var delegate: WeakReference?

    /// A spy that has built nothing.
    public init() {}

    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the real module would.
    public var lastDelegate: Delegate? {
        delegate?.object as? Delegate
    }

    /// Records a build with `input` for `delegate` and returns `module`, the stand-in shown.
    public func record(_ input: Input, delegate: Delegate?, standIn module: Module) -> Module {
        buildCount += 1
        inputs.append(input)
        self.delegate = delegate.map { WeakReference($0 as AnyObject) }
        return module
    }
}
