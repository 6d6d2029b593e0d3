/// A weak reference to an object, which reads `nil` once the object is released.
@MainActor
public struct WeakReference {
    /// The object, while something else keeps it alive.
    public private(set) weak var object: AnyObject?

    /// Creates a weak reference to `object`.
    public init(_ object: AnyObject) {
        self.object = object
    }
}
