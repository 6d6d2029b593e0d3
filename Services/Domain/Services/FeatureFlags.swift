/// The signed-in person's feature flags: the values their account sets, by flag name (a flag it
/// does not name keeps its ``FeatureFlag/defaultValue``).
public protocol FeatureFlags: Sendable {
    /// The account's values: live, or this device's copy when the API cannot be reached.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in.
    func values() async throws(ServiceError) -> Fetched<[String: Bool]>
}
