import ViperKit

/// Where the final screen lives. Its URL carries its input, the selected value, as the last path
/// component (percent-encoded), so a refresh or a deep link shows the same value.
public enum FinalScreenRoute {
    /// `/account/final/:value`.
    public static let pattern = RoutePattern("/account/final/:value")

    /// The final screen's route for `value`, such as `/account/final/Demo%20User`.
    public static func route(for value: String) -> Route {
        pattern.route(["value": value])
    }
}
