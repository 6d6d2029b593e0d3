import Domain

/// One `App --flag name=on|off`: a registered flag set for every person of one run, over what
/// their accounts say, for trying a successor locally.
public struct FlagOverride: Sendable, Equatable {
    /// The flag.
    public let flag: FeatureFlag
    /// Its value for the run.
    public let value: Bool

    /// Parses `name=on` or `name=off` (also `true`/`false`, `1`/`0`).
    /// - Throws: ``FlagOverrideError`` when the text has no `=`, names no registered flag, or
    ///   gives another value.
    public init(parsing text: String) throws(FlagOverrideError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else { throw .malformed(text) }
        guard let flag = FeatureFlagRegistry.flag(named: parts[0]) else {
            throw .unknown(parts[0], known: FeatureFlagRegistry.all.map(\.name))
        }
        switch parts[1].lowercased() {
        case "on", "true", "1": value = true
        case "off", "false", "0": value = false
        default: throw .badValue(parts[1], flag: parts[0])
        }
        self.flag = flag
    }
}
