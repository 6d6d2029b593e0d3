import ViperKit

/// The item detail use cases: read one item, enable or disable it.
@MainActor
protocol ItemDetailInteractor: ViperInteractor {
    /// Loads item `id`; the outcome goes to the output.
    func loadItem(id: Int64)
    /// Saves whether item `id` is enabled; the outcome goes to the output.
    func setEnabled(_ enabled: Bool, id: Int64)
}
