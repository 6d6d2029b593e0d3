import Testing

@testable import EmployeeList

/// The one piece of the employee list with logic of its own worth testing alone: how initials
/// are made from a name. (Everything else the cell and section models do shows on the screen and
/// is tested there.)
@Suite("Employee base-info cell model")
struct EmployeeBaseInfoCellModelTests {
    @Test(
        "initials are the first letters of the first and last names",
        arguments: [
            ("Alice Martin", "AM"), ("Chloé Dubois", "CD"), ("Mary Ann de Vries", "MV"), ("Plato", "P"), ("  ", ""),
        ])
    func initials(name: String, expected: String) {
        #expect(EmployeeBaseInfoCellModel.initials(of: name) == expected)
    }
}
