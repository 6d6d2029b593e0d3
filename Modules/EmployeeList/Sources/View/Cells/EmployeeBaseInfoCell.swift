import ViperKit

/// Draws an employee's photo (or initials), name and specialization.
struct EmployeeBaseInfoCell: ModelRepresentable {
    var model: (any CellIdentifiable)?

    func row(id: String) -> ScreenRow? {
        guard let model = model as? EmployeeBaseInfoCellModel else { return nil }
        return ScreenRow(
            id: id,
            kind: model.cellKind,
            title: model.name,
            detail: model.specialization,
            image: ScreenImage(url: model.photoURL, initials: model.initials, label: model.photoDescription),
            height: model.cellHeight
        )
    }
}
