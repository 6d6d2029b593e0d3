import ViperKit

/// What a host keeps for each module's view while the view lives, by the view's identity: the web
/// shell's last page drawn of each screen, the terminal host's focus, scroll and drafts of each
/// screen under the top one. It holds the views weakly, so keeping a value never keeps a closed
/// module alive, and it drops the values of released views as it keeps new ones.
///
/// ```swift
/// var pages = PerView<KeptPage>()
/// pages.keep(page, for: view)
/// let again = pages[view]   // while `view` lives
/// ```
@MainActor
public struct PerView<Value> {
    private var entries: [ObjectIdentifier: (view: WeakReference, value: Value)] = [:]

    /// Keeps nothing yet.
    public init() {}

    /// The value kept for `view`, if one is (and `view` is the view it was kept for, not another
    /// made where a released one was).
    public subscript(view: ModuleView) -> Value? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view.object === view else { return nil }
        return entry.value
    }

    /// Keeps `value` for `view`. The values of views released since are dropped when a view gets
    /// its first value, so the store holds no more than the views alive.
    public mutating func keep(_ value: Value, for view: ModuleView) {
        let key = ObjectIdentifier(view)
        if entries[key]?.view.object !== view {
            entries = entries.filter { $0.value.view.object != nil }
        }
        entries[key] = (WeakReference(view), value)
    }

    /// Takes the value kept for `view` out, if one is.
    public mutating func take(for view: ModuleView) -> Value? {
        let value = self[view]
        entries[ObjectIdentifier(view)] = nil
        return value
    }

    /// How many values are kept (views released since the last `keep` may still count).
    public var count: Int { entries.count }
}
