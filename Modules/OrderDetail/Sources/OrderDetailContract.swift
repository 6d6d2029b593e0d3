import Domain
import Foundation

/// What the order detail presenter can ask of its view. For ``OrderDetailPresenter/eventViewReady()``
/// and ``OrderDetailPresenter/eventRetry()``: "Loading order…", then the order, or why it could not
/// be read; for ``OrderDetailPresenter/eventSendAgain()``: "Sending…", then the order as it is after
/// the attempt, or why it could not be sent.
@MainActor
protocol OrderDetailView: AnyObject {
    /// Shows `viewModel`: the title, the status, the order's rows with the refusal's reason, and
    /// Send again while the order is not sent.
    func display(_ viewModel: OrderDetailViewModel)
}

/// What the order detail view tells its presenter, one `event…` per thing that happened.
@MainActor
protocol OrderDetailPresenter: AnyObject {
    func eventViewReady()
    /// The screen is shown again (Back to it, a reload).
    func eventViewAppeared()
    /// The user pressed "Send again".
    func eventSendAgain()
    /// The user asked to load the order again.
    func eventRetry()
}

/// The order detail's use case: one order of the logged-in user, and sending it again. Each
/// event's outcome goes to its output, ``OrderDetailViewReadyOutput`` or
/// ``OrderDetailSendAgainOutput``, as a presentation model.
@MainActor
protocol OrderDetailInteractor: AnyObject {
    /// Reads the order. A call while a read runs is ignored.
    func eventViewReady()
    /// Sends the order again, with its key.
    func eventSendAgain()
}

/// Everything the order detail's use case outputs, to its presenter: the output of each of its
/// events.
typealias OrderDetailInteractorOutput = OrderDetailViewReadyOutput & OrderDetailSendAgainOutput

/// What the order detail's use case sends for ``OrderDetailInteractor/eventViewReady()``.
@MainActor
protocol OrderDetailViewReadyOutput: AnyObject {
    /// The order; `cachedAt` is when this device saved it if it is the offline copy.
    func present(order: OrderDetailPresentationModel, cachedAt: Date?)
    /// The order could not be read.
    func present(error: ServiceError)
}

/// What the order detail's use case sends for ``OrderDetailInteractor/eventSendAgain()``.
@MainActor
protocol OrderDetailSendAgainOutput: AnyObject {
    /// The order after the attempt: sent, still pending, or refused again with the reason.
    func present(sentAgain order: OrderDetailPresentationModel)
    /// The attempt could not be made (the order is as it was).
    func present(sendError: ServiceError)
}

/// Where the order detail module sends what happened.
@MainActor
protocol OrderDetailRouter: AnyObject {
    /// Tells the module that opened this one that order `orderID` was sent again.
    func notifyDidSendAgain(orderID: String)
}
