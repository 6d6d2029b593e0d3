import Domain
import Foundation

/// The employee directory every demo server serves, generated in code (no table): the same
/// twelve people, workplaces, numbers and photos on every run.
///
/// Employees 4, 8 and 12 have no photo (``Employee/photoPath`` is `nil`); employee 6 has a photo
/// path whose photo is gone (the endpoint answers 404), so clients meet both ways of missing one.
public enum DemoEmployees {
    /// Every employee, by name.
    public static let all: [Employee] = people.enumerated().map { index, person in
        employee(id: Int64(index + 1), name: person.name, specialization: person.specialization)
    }

    /// The ids whose photo path leads nowhere (the photo endpoint answers 404).
    public static let lostPhotoIDs: Set<Int64> = [6]

    /// The employee with `id`, if there is one.
    public static func employee(id: Int64) -> Employee? {
        all.first { $0.id == id }
    }

    /// The SVG photo of employee `id`, or `nil` when they have none or it is gone.
    public static func photo(id: Int64) -> String? {
        guard let employee = employee(id: id), employee.photoPath != nil, !lostPhotoIDs.contains(id) else { return nil }
        return DemoAvatar.svg(name: employee.name, seed: id)
    }

    // MARK: Generation

    private static let people: [(name: String, specialization: String)] = [
        ("Alice Martin", "iOS developer"),
        ("Bruno Costa", "Backend engineer"),
        ("Chloé Dubois", "Product designer"),
        ("Daniel Okafor", "QA engineer"),
        ("Elena Petrova", "Engineering manager"),
        ("Farid Haddad", "Android developer"),
        ("Grace Kim", "Data scientist"),
        ("Hiro Tanaka", "Site reliability engineer"),
        ("Inés García", "Technical writer"),
        ("Jonas Berg", "Security engineer"),
        ("Kofi Mensah", "Frontend developer"),
        ("Lena Novak", "Product manager"),
    ]

    private static let places = [
        "Berlin office, 3rd floor",
        "Lisbon office",
        "Remote",
        "London office, 5th floor",
        "Client site: Acme Corp",
    ]

    /// Employee `id`: one to three workplaces, a phone number and an email made from the id and name.
    private static func employee(id: Int64, name: String, specialization: String) -> Employee {
        let count = 1 + Int(id % 3)
        let workplaces = (0 ..< count).map { places[(Int(id) * 2 + $0) % places.count] }
        let local =
            name
            .folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .lowercased()
            .split(separator: " ")
            .joined(separator: ".")
        return Employee(
            id: id,
            name: name,
            specialization: specialization,
            workplaces: workplaces,
            phone: "+1 555 01" + String(format: "%02d", Int(id % 100)),
            email: local + "@example.com",
            photoPath: id % 4 == 0 ? nil : APIPath.employeePhoto(id)
        )
    }
}
