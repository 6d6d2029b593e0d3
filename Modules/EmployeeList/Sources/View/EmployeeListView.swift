/// What the employee list presenter can ask of its view.
@MainActor
protocol EmployeeListView: AnyObject {
    /// Shows `viewModel`: the title, the status, the filter and one section per employee.
    func display(_ viewModel: EmployeeListViewModel)
}
