/// What the order entry presenter can ask of its view (seed 002's presenter output).
@MainActor
protocol OrderEntryView: AnyObject {
    /// Shows `viewModel`: the status, the picker and the quantity with their messages, the save
    /// button, the saved order's summary, New order and the retry button.
    func display(_ viewModel: OrderEntryViewModel)
}
