/// What the order history presenter can ask of its view.
@MainActor
protocol OrderHistoryView: AnyObject {
    /// Shows `viewModel`: the status, the days with their orders and totals, the grand total and
    /// the retry button.
    func display(_ viewModel: OrderHistoryViewModel)
}
