import Domain
import Foundation
import ViperKit

/// The cell model of an employee's photo, name and specialization. The photo is a `data:` URL made
/// from the photo's bytes, so nothing is fetched from elsewhere to show it; an employee without
/// one shows their initials.
@MainActor
final class EmployeeBaseInfoCellModel: CellIdentifiable {
    /// `.employeeBaseInfo`.
    var cellKind: CellKind { .employeeBaseInfo }
    /// The employee's name.
    let name: String
    /// What the employee does.
    let specialization: String
    /// The photo as a `data:` URL, or `nil` when there is none.
    let photoURL: URL?
    /// The initials shown in place of a missing photo ("AM").
    let initials: String
    /// What a screen reader says for the photo ("Photo of Alice Martin"), in the table's language.
    let photoDescription: String

    /// The cell model of `employee`, with `photo` if it has one, described with words from `strings`.
    init(_ employee: Employee, photo: EmployeePhoto?, strings: StringTable) {
        name = employee.name
        specialization = employee.specialization
        photoURL = photo.flatMap { URL(string: "data:\($0.mediaType);base64,\($0.data.base64EncodedString())") }
        initials = Self.initials(of: employee.name)
        photoDescription =
            photo == nil ? strings.format("employees.initials", employee.name) : strings.format("employees.photo", employee.name)
    }

    /// The first letters of the first and last words of `name`, upper-cased ("AM" for "Alice Martin").
    nonisolated static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace)
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }
}
