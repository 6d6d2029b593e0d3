import Testing
import ViperKit

@testable import TerminalHost
@testable import WebShell

/// The two hosts give one answer to "does this screen offer that event now?": on every declared
/// state, each button, row and alert button is sent to the module by the web shell (a post of
/// it) exactly when the terminal host sends it (Enter on it), and both agree with the host core's
/// ``Screen/offers(_:)``.
@MainActor
@Suite("Both hosts offer the same events on every declared state")
struct HostAgreementTests {
    /// A person's input on one screen, as each host receives it.
    struct Candidate: CustomStringConvertible {
        let posted: PostedEvent
        let target: FocusTarget
        let description: String
    }

    static func candidates(on screen: Screen) -> [Candidate] {
        var candidates = screen.actions.map { Candidate(posted: .action($0.id), target: .action($0.id), description: "toolbar \($0.id)") }
        if let submit = screen.form?.submit {
            candidates.append(Candidate(posted: .action(submit.id), target: .submit, description: "submit \(submit.id)"))
        }
        for section in screen.sections {
            for row in section.rows {
                candidates.append(
                    Candidate(
                        posted: .select("\(section.id):\(row.id)"), target: .row(section: section.id, row: row.id),
                        description: "row \(section.id)/\(row.id)"))
            }
        }
        for action in screen.alert?.actions ?? [] {
            candidates.append(Candidate(posted: .alert(action.id), target: .alertButton(action.id), description: "alert \(action.id)"))
        }
        return candidates
    }

    @Test("a post and Enter send the same events, those the screen offers", arguments: PreviewCase.all.filter { $0.language == .english })
    func agree(_ state: PreviewCase) async {
        let module = await state.preview.show(in: state.language)
        defer { module.activity.cancelAll() }
        let screen = module.view.screen
        for candidate in Self.candidates(on: screen) {
            let web = candidate.posted.viewEvent(on: screen, form: FormData())
            var interaction = TerminalInteraction()
            let terminal: ViewEvent? =
                if case .send(let event) = interaction.activate(candidate.target, on: screen, chrome: TerminalChrome()) {
                    event
                } else {
                    nil
                }
            #expect((web != nil) == (terminal != nil), "\(state.name): \(candidate) is sent by \(web != nil ? "the web shell" : "the terminal") only")
            if let event = web ?? terminal { #expect(screen.offers(event), "\(state.name): \(candidate) is sent but not offered") }
        }
    }
}
