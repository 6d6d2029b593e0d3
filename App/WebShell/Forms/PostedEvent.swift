import HostCore
import ViperKit

/// What a form post says was pressed: the `_event` field, read but not yet checked against the
/// screen.
///
/// Encoding: `action:<id>` (a toolbar button or the form's submit), `select:<section>:<row>`
/// (a selectable row), `alert:<id>` (an alert's button), `container:<id>` (a button of the tab
/// container, in the tab bar) and `nav:back` (the navigation bar's Back). Ids may themselves
/// contain `:`; a selection is matched against the screen's sections to find where the section
/// id ends.
enum PostedEvent: Sendable, Equatable {
    /// A button with this id.
    case action(String)
    /// A row: the text after `select:`, which is `<section>:<row>`.
    case select(String)
    /// An alert button with this id.
    case alert(String)
    /// A button of the tab container (drawn in the tab bar) with this id.
    case container(String)
    /// The navigation bar's Back.
    case back

    /// The name of the field that carries the event.
    static let fieldName = "_event"

    /// Reads `_event` from a post.
    init(_ raw: String?) throws(FormError) {
        guard let raw, !raw.isEmpty else { throw .missingEvent }
        guard let colon = raw.firstIndex(of: ":") else { throw .unknownEventKind(raw) }
        let kind = raw[..<colon]
        let payload = String(raw[raw.index(after: colon)...])
        switch kind {
        case "action":
            guard !payload.isEmpty else { throw .incompleteEvent(raw) }
            self = .action(payload)
        case "select":
            guard let separator = payload.firstIndex(of: ":"),
                separator != payload.startIndex,
                payload.index(after: separator) != payload.endIndex
            else { throw .incompleteEvent(raw) }
            self = .select(payload)
        case "alert":
            guard !payload.isEmpty else { throw .incompleteEvent(raw) }
            self = .alert(payload)
        case "container":
            guard !payload.isEmpty else { throw .incompleteEvent(raw) }
            self = .container(payload)
        case "nav":
            guard payload == "back" else { throw .unknownEventKind(raw) }
            self = .back
        default:
            throw .unknownEventKind(raw)
        }
    }

    /// Whether `form` names a button of the tab container.
    static func isContainerEvent(in form: FormData) -> Bool {
        form[fieldName]?.hasPrefix("container:") == true
    }

    /// The value a button sends for `event`.
    static func encode(action id: String) -> String { "action:" + id }
    /// The value a row's button sends.
    static func encode(section: String, row: String) -> String { "select:\(section):\(row)" }
    /// The value an alert's button sends.
    static func encode(alert id: String) -> String { "alert:" + id }
    /// The value a tab container's button sends.
    static func encode(container id: String) -> String { "container:" + id }
    /// The value the Back button sends.
    static let encodedBack = "nav:back"

    /// The view event this post means on `screen`, with `form`'s values for an action; `nil` if
    /// the screen does not offer it now (the page was stale, the button is disabled, the screen is
    /// loading, an alert shows): ``Screen/offers(_:)``, the host core's one answer, which the
    /// terminal host gives too.
    @MainActor
    func viewEvent(on screen: Screen, form: FormData) -> ViewEvent? {
        switch self {
        case .back:
            return nil
        case .container(let id):
            // `screen` is the tab container's: its buttons are its toolbar actions.
            return Self.offered(.action(id, form: [:]), on: screen)
        case .alert(let id):
            return Self.offered(.alert(id), on: screen)
        case .action(let id):
            var values: [String: String] = [:]
            for pair in form.pairs where !Self.reservedNames.contains(pair.name) {
                values[pair.name] = pair.value
            }
            return Self.offered(.action(id, form: values), on: screen)
        case .select(let payload):
            for section in screen.sections where payload.hasPrefix(section.id + ":") {
                let rowID = String(payload.dropFirst(section.id.count + 1))
                if let event = Self.offered(.select(section: section.id, row: rowID), on: screen) { return event }
            }
            return nil
        }
    }

    /// `event`, when `screen` offers it now.
    private static func offered(_ event: ViewEvent, on screen: Screen) -> ViewEvent? {
        screen.offers(event) ? event : nil
    }

    /// Whether the event names a button `screen` shows but does not take now: disabled while it
    /// works (a second click of Save while saving), or shown on a screen that is loading. The
    /// shell ignores such a click and shows the screen, instead of calling the page out of date:
    /// the person clicked what they saw.
    func isDisabled(on screen: Screen) -> Bool {
        switch self {
        case .action(let id):
            return screen.alert == nil
                && Self.offeredActions(on: screen).contains { $0.id == id && (!$0.isEnabled || screen.status.isLoading) }
        case .container(let id):
            return screen.actions.contains { $0.id == id && !$0.isEnabled }
        case .back, .alert, .select:
            return false
        }
    }

    /// The buttons an `action:` event can name on `screen`: its toolbar actions and its form's submit.
    private static func offeredActions(on screen: Screen) -> [ScreenAction] {
        screen.actions + (screen.form.map { [$0.submit] } ?? [])
    }

    /// Names the shell uses itself, never passed to a module as form values.
    static let reservedNames: Set<String> = [fieldName, CSRF.fieldName]
}
