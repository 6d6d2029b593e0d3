import Domain

/// A person's feature flags with a run's `--flag` values laid over them: an overridden flag has
/// the run's value whatever the account says, the others the account's.
struct OverriddenFeatureFlags: FeatureFlags {
    /// The account's flags.
    let base: any FeatureFlags
    /// The run's values, by flag name.
    let overrides: [String: Bool]

    func values() async throws(ServiceError) -> Fetched<[String: Bool]> {
        let fetched = try await base.values()
        return Fetched(fetched.value.merging(overrides) { _, run in run }, source: fetched.source)
    }
}
