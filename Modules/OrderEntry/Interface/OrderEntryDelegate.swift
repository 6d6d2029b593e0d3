import Domain

/// Hears about the orders the order entry module saved, so the module that opened it (the
/// contact detail) can show them without reloading. Held weakly, as every delegate is.
@MainActor
public protocol OrderEntryDelegate: AnyObject {
    /// `order` was saved (``Order/status`` says whether the server has it yet or it waits in
    /// the outbox).
    func orderEntry(didSave order: Order)
}
