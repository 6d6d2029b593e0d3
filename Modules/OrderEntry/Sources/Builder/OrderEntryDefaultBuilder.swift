import Domain
import Foundation
import OrderEntryInterface
import ViperKit

/// Builds the order entry module over an ``EntityGateway``: it alone knows the module's classes
/// and wires them.
@MainActor
public final class OrderEntryDefaultBuilder: OrderEntryBuilding {
    nonisolated static let moduleName = "OrderEntry"
    private let gateway: any EntityGateway
    private let quantityLimit: Int
    private let makeKey: @Sendable () -> String
    private let now: @Sendable () -> Date
    private let formatting: Formatting

    /// Creates a builder whose modules read and save through `gateway` and speak `language`
    /// (English by default).
    /// - Parameters:
    ///   - quantityLimit: The largest quantity an order may have (`nil`: the interactor's default, 999).
    ///   - makeKey: Makes each draft's idempotency key (a new UUID unless given another).
    ///   - now: The clock that dates a draft.
    ///   - language: The language of the module's words, money and numbers.
    public init(
        gateway: any EntityGateway,
        quantityLimit: Int? = nil,
        makeKey: @escaping @Sendable () -> String = { UUID().uuidString },
        now: @escaping @Sendable () -> Date = { Date() },
        language: Language = .english
    ) {
        self.gateway = gateway
        self.quantityLimit = quantityLimit ?? OrderEntryDefaultInteractor.defaultQuantityLimit
        self.makeKey = makeKey
        self.now = now
        formatting = Formatting(language: language)
    }

    /// A new order entry module at `/contacts/<id>/orders/new` reporting saved orders to
    /// `delegate` (held weakly).
    public func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = OrderEntryDefaultInteractor(
            contactID: input.contactID,
            gateway: gateway,
            activity: activity,
            quantityLimit: quantityLimit,
            makeKey: makeKey,
            now: now
        )
        let router = OrderEntryDefaultRouter(delegate: delegate)
        let presenter = OrderEntryDefaultPresenter(interactor: interactor, router: router, formatting: formatting)
        let view = OrderEntryDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName, route: OrderEntryRoute.route(input),
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: OrderEntryBudget.events)
    }
}
