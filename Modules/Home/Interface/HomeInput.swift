import ViperKit

/// What the Home module is built with: the tabs it shows, in order. The App composes them (Home
/// knows no feature), so a tab appears as soon as the App can build its module.
public struct HomeInput: Sendable {
    /// The tabs, in the order the tab bar shows them; the first is selected.
    public let tabs: [TabItem]

    /// Creates an input showing `tabs`.
    public init(tabs: [TabItem]) {
        self.tabs = tabs
    }
}
