/// Hears what the Order entry form sent, so the module that opened it can go on. Held weakly by the
/// module, as every delegate is.
@MainActor
public protocol OrderEntryDelegate: AnyObject {
    /// The form was sent and accepted.
    func orderEntry(didSubmit submission: OrderEntrySubmission)
}
