/// A colleague in the employee directory: who they are, where they work and how to reach them.
public struct Employee: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// The employee's id.
    public let id: Int64
    /// The employee's full name.
    public let name: String
    /// What the employee does ("iOS developer").
    public let specialization: String
    /// The places the employee works at, in order ("Berlin office, 3rd floor").
    public let workplaces: [String]
    /// The employee's phone number, as written ("+49 30 5550 1001").
    public let phone: String
    /// The employee's email address.
    public let email: String
    /// Where the API serves the employee's photo (`/api/employees/3/photo`), or `nil` when they have none.
    public let photoPath: String?

    /// Creates an employee.
    public init(
        id: Int64,
        name: String,
        specialization: String,
        workplaces: [String],
        phone: String,
        email: String,
        photoPath: String?
    ) {
        self.id = id
        self.name = name
        self.specialization = specialization
        self.workplaces = workplaces
        self.phone = phone
        self.email = email
        self.photoPath = photoPath
    }
}
