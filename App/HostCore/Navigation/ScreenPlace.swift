/// Where a screen stood on a stack, kept while its module is closed: the route's path that builds
/// it again and how it was shown. A language switch rebuilds screens from these.
public struct ScreenPlace: Sendable, Equatable {
    /// The path of the screen's route.
    public let path: String
    /// How the screen was shown.
    public let presentation: Presentation
}
