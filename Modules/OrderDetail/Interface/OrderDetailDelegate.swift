/// Hears what the order detail module did, so the module that opened it can show it. The module
/// holds it weakly, so it never keeps its opener alive.
@MainActor
public protocol OrderDetailDelegate: AnyObject {
    /// The user sent order `id` again (it carries the id, not the order: the opener reads it
    /// through its own use case).
    func orderDetail(didSendAgainOrderWithID id: String)
}
