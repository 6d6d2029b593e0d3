import Foundation

/// Runs blocking work (a child `swift test` that takes many seconds) on a thread of its own and
/// awaits it. Swift concurrency shares a thread per core with every test running in parallel, and
/// on a 2-core machine a test that blocks one for 20 s starves the others' async work.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
