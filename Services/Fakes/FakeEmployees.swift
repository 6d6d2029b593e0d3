import Domain
import Foundation

/// Sample employees for tests and for running a module alone: four people, two with a photo,
/// one whose photo is gone and one with none.
public enum FakeEmployees {
    /// Alice Martin, iOS developer, with a photo.
    public static let alice = Employee(
        id: 1,
        name: "Alice Martin",
        specialization: "iOS developer",
        workplaces: ["Berlin office", "Remote"],
        phone: "+1 555 0101",
        email: "alice.martin@example.com",
        photoPath: "/api/employees/1/photo"
    )
    /// Bruno Costa, backend engineer, whose photo path leads nowhere.
    public static let bruno = Employee(
        id: 2,
        name: "Bruno Costa",
        specialization: "Backend engineer",
        workplaces: ["Lisbon office"],
        phone: "+1 555 0102",
        email: "bruno.costa@example.com",
        photoPath: "/api/employees/2/photo"
    )
    /// Chloé Dubois, product designer, with a photo.
    public static let chloe = Employee(
        id: 3,
        name: "Chloé Dubois",
        specialization: "Product designer",
        workplaces: ["Berlin office", "London office", "Client site"],
        phone: "+1 555 0103",
        email: "chloe.dubois@example.com",
        photoPath: "/api/employees/3/photo"
    )
    /// Daniel Okafor, QA engineer, with no photo at all.
    public static let daniel = Employee(
        id: 4,
        name: "Daniel Okafor",
        specialization: "QA engineer",
        workplaces: ["Remote"],
        phone: "+1 555 0104",
        email: "daniel.okafor@example.com",
        photoPath: nil
    )

    /// The four, by name.
    public static let all = [alice, bruno, chloe, daniel]

    /// A tiny SVG standing for employee `id`'s photo.
    public static func photo(id: Int64) -> EmployeePhoto {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><title>\#(id)</title></svg>"#
        return EmployeePhoto(mediaType: "image/svg+xml", data: Data(svg.utf8))
    }

    /// The photos of ``all``, by employee id: Alice's and Chloé's.
    public static let photos: [Int64: EmployeePhoto] = [alice.id: photo(id: alice.id), chloe.id: photo(id: chloe.id)]
}
