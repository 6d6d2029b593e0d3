import Domain

extension FakeEmployeesService {
    /// One call a ``FakeEmployeesService`` received, with its arguments.
    public enum Call: Sendable, Equatable, Hashable {
        /// `employees()`.
        case employees
        /// `photo(of:)` for the employee with this id.
        case photo(employeeID: Int64)

        /// Which operation a call is, so a failure can be aimed at one operation.
        public enum Kind: Sendable, Equatable, Hashable, CaseIterable {
            /// `employees()`.
            case employees
            /// `photo(of:)`.
            case photo
        }

        /// The operation this call is.
        public var kind: Kind {
            switch self {
            case .employees: .employees
            case .photo: .photo
            }
        }
    }
}
