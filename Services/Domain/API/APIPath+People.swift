extension APIPath {
    /// `GET` -> `[Employee]` by name (bearer token needed).
    public static let employees = "/api/employees"
    /// `GET` -> the employee's photo as `image/svg+xml`, or 404 when they have none.
    public static func employeePhoto(_ id: Int64) -> String { "/api/employees/\(id)/photo" }
    /// `GET` -> ``AccountDetails`` of the bearer token's user.
    public static let account = "/api/account"
    /// `GET` -> the bearer token's user's feature flag values, `{"item-detail-next": true}`.
    public static let flags = "/api/flags"
}
