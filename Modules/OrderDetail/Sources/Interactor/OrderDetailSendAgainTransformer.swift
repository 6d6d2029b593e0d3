import Domain

/// The send-again event of the order detail use case as a method object: made with the order
/// manager and the order's id, it puts the order's outbox row back to pending with the same key
/// (so the server answers with the order if an earlier attempt reached it, and never makes a
/// second) and returns exactly one ``Outcome``, which the use case reports to its output.
///
/// ```swift
/// let transformer = OrderDetailSendAgainTransformer(orderManager: gateway.orderManager, orderID: id)
/// await transformer.transform().report(to: output)
/// ```
struct OrderDetailSendAgainTransformer: Sendable {
    /// How a send-again ended, one case per ``OrderDetailSendAgainOutput`` call.
    enum Outcome: Sendable, Equatable {
        /// The order is pending again and was tried at once: as it is now.
        case sentAgain(OrderDetailPresentationModel)
        /// The order could not be sent again (it is not this device's, or the outbox failed).
        case failed(ServiceError)

        /// Hands the outcome to `output`, as the one call it stands for.
        @MainActor
        func report(to output: any OrderDetailSendAgainOutput) {
            switch self {
            case .sentAgain(let order): output.present(sentAgain: order)
            case .failed(let error): output.present(sendError: error)
            }
        }
    }

    /// Where the order's outbox row is.
    let orderManager: any OrderManager
    /// The order sent again.
    let orderID: String

    /// Sends the order again and says how it went.
    func transform() async -> Outcome {
        do throws(ServiceError) {
            return .sentAgain(OrderDetailPresentationModel(try await orderManager.sendAgain(id: orderID)))
        } catch {
            return .failed(error)
        }
    }
}
