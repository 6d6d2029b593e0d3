/// One test target's counts in a merged report.
public struct TargetTally: Sendable, Hashable {
    /// The test target.
    public let target: String
    /// Its test functions that started.
    public var run = 0
    /// Of those, the ones that ended with no unexpected issue.
    public var passed = 0
    /// Of those, the ones with an unexpected issue.
    public var failed = 0
    /// Its test functions that were skipped.
    public var skipped = 0
    /// Its declared test functions that neither ended nor were skipped.
    public var notFinished = 0

    /// A target with nothing counted yet.
    public init(target: String) {
        self.target = target
    }
}
