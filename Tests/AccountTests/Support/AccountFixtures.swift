import AccountInterface
import Fakes
import FinalScreenTesting
import Foundation
import ViperKit
import ViperKitTesting

@testable import Account

/// The account module's builder over fakes, and the parts of the screens it shows.
@MainActor
enum AccountFixtures {
    static let utc = TimeZone(identifier: "UTC")!

    /// A builder over `account` presenting `finalScreen`, writing dates in UTC and speaking
    /// `language`.
    static func builder(
        _ account: FakeAccountService = FakeAccountService(),
        finalScreen: FinalScreenBuilderSpy = FinalScreenBuilderSpy(),
        language: Language = .english
    ) -> AccountDefaultBuilder {
        AccountDefaultBuilder(account: account, finalScreen: finalScreen, timeZone: utc, language: language)
    }

    /// The demo account's details as rows: label over value, each selectable.
    static let detailRows = [
        ("name", "Name", "Demo User"),
        ("username", "Username", "demo"),
        ("email", "Email", "demo@example.com"),
        ("phone", "Phone", "+1 555 0201"),
        ("team", "Team", "Mobile"),
        ("role", "Role", "Team lead"),
        ("office", "Office", "Lisbon"),
        ("member-since", "Member since", "21 Oct 2020"),
    ].map { ScreenRow(id: $0.0, kind: .subtitle, title: $0.1, detail: $0.2, isSelectable: true) }

    /// The toolbar: Dismiss, the next-screen button titled `next`, and Try again after a failure.
    static func actions(next: String = "Go to final Screen", isNextEnabled: Bool = true, retry: Bool = false) -> [ScreenAction] {
        [
            ScreenAction(id: "dismiss", title: "Dismiss", role: .cancel),
            ScreenAction(id: "next", title: next, role: .primary, isEnabled: isNextEnabled),
        ] + (retry ? [ScreenAction(id: "retry", title: "Try again", role: .primary)] : [])
    }

    /// The loaded sections: the selected value (or the prompt, in grey), then the details.
    static func sections(selected: String? = nil) -> [ScreenSection] {
        [
            ScreenSection(
                id: "selection",
                title: "Selected",
                rows: [ScreenRow(id: "selected", title: selected ?? "Select a detail to continue", tone: selected == nil ? .secondary : .normal)]
            ),
            ScreenSection(id: "details", title: "Your details", rows: detailRows),
        ]
    }

    /// What loading changes on the screen: the title, Loading account…, the next button disabled.
    static func loading(_ screen: inout Screen) {
        screen.title = "Account"
        screen.status = .loading("Loading account…")
        screen.actions = actions(next: "Loading...", isNextEnabled: false)
    }

    /// What loading changes on the screen in German: Konto, Konto wird geladen…, the next button
    /// disabled.
    static func loadingInGerman(_ screen: inout Screen) {
        screen.title = "Konto"
        screen.status = .loading("Konto wird geladen…")
        screen.actions = [
            ScreenAction(id: "dismiss", title: "Schließen", role: .cancel),
            ScreenAction(id: "next", title: "Laden…", role: .primary, isEnabled: false),
        ]
    }

    /// What the details arriving change: ready, the prompt and the rows, the next button enabled.
    static func loaded(_ screen: inout Screen) {
        screen.status = .ready
        screen.actions = actions()
        screen.sections = sections()
    }

    /// What selecting the detail whose value is `value` changes, all at once.
    static func selection(_ value: String) -> (inout Screen) -> Void {
        { screen in
            screen.title = "Selected: \(value)"
            screen.notice = "Item Selected Successfully"
            screen.sections = sections(selected: value)
            screen.actions = [
                ScreenAction(id: "dismiss", title: "Can't Dismiss now", role: .cancel, isEnabled: false),
                ScreenAction(id: "next", title: "Ready to move to next screen", role: .primary),
            ]
        }
    }
}
