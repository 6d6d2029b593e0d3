import FinalScreenInterface
import ViperKit

@testable import FinalScreen

/// The final screen built as the App builds it, and the screen it shows.
@MainActor
enum FinalScreenFixtures {
    /// The Close button's event.
    static let close = ViewEvent.action("close", form: [:])

    /// A final screen showing `value`, closed through `delegate`, speaking `language`.
    static func module(_ value: String = "Team lead", delegate: (any FinalScreenDelegate)? = nil, language: Language = .english) -> Module {
        FinalScreenDefaultBuilder(language: language).build(input: FinalScreenInput(value: value), delegate: delegate)
    }

    /// The screen once loaded: the value under its label, and Close.
    static func shown(_ value: String) -> (inout Screen) -> Void {
        { screen in
            screen.title = "Final screen"
            screen.status = .ready
            screen.sections = [
                ScreenSection(id: "content", rows: [ScreenRow(id: "value", kind: .subtitle, title: "You selected", detail: value)])
            ]
            screen.actions = [ScreenAction(id: "close", title: "Close", role: .primary)]
        }
    }
}
