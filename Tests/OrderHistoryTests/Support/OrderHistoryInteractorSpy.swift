@testable import OrderHistory

/// An ``OrderHistoryInteractor`` (the use case) that counts the reports asked for.
@MainActor
final class OrderHistoryInteractorSpy: OrderHistoryInteractor {
    private(set) var viewReadyCount = 0

    func eventViewReady() { viewReadyCount += 1 }
}
