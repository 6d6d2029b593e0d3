import ViperKit

/// What the contact detail view tells its presenter, and the indexed accessor it reads the order
/// rows through.
@MainActor
protocol ContactDetailPresenter: ViperPresenter {
    /// How many order rows the screen shows.
    var orderRowCount: Int { get }
    /// The order row at `index` (`0 ..< orderRowCount`).
    func orderRow(at index: Int) -> ContactDetailOrderRowViewModel
    /// The cell kind of the order row at `index` (`0 ..< orderRowCount`).
    func orderCellKind(at index: Int) -> CellKind
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user asked to load the contact again.
    func didTapRetry()
    /// The user pressed "New order".
    func didTapNewOrder()
}
