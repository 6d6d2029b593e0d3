/// How strictly a ``ModuleTestStore`` holds a test to account.
public enum Exhaustivity: Sendable, Equatable {
    /// Every screen change and every navigator call must be asserted, in order, and the module
    /// must be idle at the end: anything left unasserted fails the test.
    case on
    /// Assertions check what they name; changes and calls the test does not assert are skipped.
    /// For integration tests that care about where a flow ends, not every step on the way.
    case off
}
