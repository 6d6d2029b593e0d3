import Testing

/// Starts the app once around the whole suite, shares it with the suite's tests through
/// ``FuzzApp/current``, prints the run's seed and, at the end, the run's count of inputs and
/// failures, then stops it.
struct FuzzAppTrait: SuiteTrait, TestScoping {
    /// Once for the suite, not once per test.
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let app = try await FuzzApp.start()
        print("fuzz: seed \(app.seed) (replay with FUZZ_SEED=\(app.seed))")
        do {
            try await FuzzApp.$current.withValue(app) {
                try await function()
            }
        } catch {
            await app.stop()
            throw error
        }
        let totals = app.totals
        print("fuzz: \(totals.inputs) inputs, \(totals.failures) failures (seed \(app.seed))")
        await app.stop()
    }
}

extension Trait where Self == FuzzAppTrait {
    /// The running app for a fuzz suite.
    static var fuzzApp: Self { Self() }
}
