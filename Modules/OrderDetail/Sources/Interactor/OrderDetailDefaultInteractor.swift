import Domain
import ViperKit

/// The order detail's use case over the ``EntityGateway``'s order manager, for one order: it reads
/// the order and sends it again (through its ``OrderDetailSendAgainTransformer``, the event that
/// changes the outbox). Its work runs in the module's ``ModuleActivity``, so closing the
/// module cancels it; cancelled work reports nothing.
@MainActor
final class OrderDetailDefaultInteractor: OrderDetailInteractor {
    weak var output: (any OrderDetailInteractorOutput)?
    private let orderID: String
    private let gateway: any EntityGateway
    private let activity: ModuleActivity
    private var isReading = false

    /// Creates the use case of order `orderID` over `gateway`, running its work in `activity`.
    init(orderID: String, gateway: any EntityGateway, activity: ModuleActivity) {
        self.orderID = orderID
        self.gateway = gateway
        self.activity = activity
    }

    func eventViewReady() {
        guard !isReading else { return }
        isReading = true
        let id = orderID
        activity.run { [weak self, gateway] in
            let result: Result<Fetched<Order>, ServiceError>
            do throws(ServiceError) {
                result = .success(try await gateway.orderManager.order(id: id))
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.isReading = false
            guard !Task.isCancelled, let output = self.output else { return }
            switch result {
            case .success(let fetched): output.present(order: OrderDetailPresentationModel(fetched.value), cachedAt: fetched.source.cachedAt)
            case .failure(let error): output.present(error: error)
            }
        }
    }

    func eventSendAgain() {
        let transformer = OrderDetailSendAgainTransformer(orderManager: gateway.orderManager, orderID: orderID)
        activity.run { [weak self] in
            let outcome = await transformer.transform()
            guard let self, !Task.isCancelled, let output = self.output else { return }
            outcome.report(to: output)
        }
    }
}
