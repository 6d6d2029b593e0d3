import Account
import AccountInterface
import Domain
import Fakes
import FinalScreenInterface
import Foundation
import ViperKit

/// The account's named states, over a fake account service.
public enum AccountPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("loading", atRest: false) { language in
            let account = FakeAccountService()
            account.holdCalls()
            return screen(account, in: language)
        },
        ModulePreview("loaded") { screen(FakeAccountService(), in: $0) },
        ModulePreview("a detail selected", events: [.select(section: "details", row: "role")]) { screen(FakeAccountService(), in: $0) },
    ]

    /// The account over `account` in `language`, dates in UTC.
    @MainActor
    static func screen(_ account: FakeAccountService, in language: Language) -> Module {
        AccountDefaultBuilder(account: account, finalScreen: NoFinalScreen(), timeZone: TimeZone(identifier: "UTC")!, language: language)
            .build(input: AccountInput(), delegate: nil)
    }

    /// The final screen Next would present: a placeholder.
    struct NoFinalScreen: FinalScreenBuilding {
        func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module {
            .placeholder(named: "FinalScreen", route: FinalScreenRoute.route(for: input.value))
        }
    }
}
