/// Everything the order entry use case reports, to its presenter: the output of each of its events
/// (seed 002: the general output extends the per-event ones).
@MainActor
protocol OrderEntryInteractorOutput:
    OrderEntryViewReadyInteractorOutput, OrderEntrySaveInteractorOutput, OrderEntryNewOrderInteractorOutput
{}
