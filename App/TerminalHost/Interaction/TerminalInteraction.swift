import Foundation
import HostCore
import ViperKit

/// What the person is doing on one screen, between key presses: the focus (kept on the same row,
/// field or button by identity when the screen changes, moved to its neighbour when that goes),
/// what they typed into the form's fields, how far the content is scrolled, whether the key help
/// is open, and a row's link they asked to see. A value: the run loop keeps one per screen shown
/// (a fresh one when another module comes on top), passes each key to
/// ``handle(_:on:chrome:)`` and draws ``frame(of:chrome:size:styled:)``.
///
/// Keys mirror the web shell: Enter on a row sends `.select`, on a button `.action` (the form's
/// submit with the fields' values, a toolbar button without), on a pager button `.scroll`; a
/// disabled button, or a toolbar or submit button of a screen that is loading, does nothing; while
/// an alert shows only its buttons answer.
///
/// Kept in one file on purpose: keys, focus and typing all read and write the same private state
/// (the focus and where it was, the drafts, the scroll, the layout); split by concern, that state
/// would be open to the whole target.
struct TerminalInteraction: Sendable {
    /// The focused target of the screen (not of its alert).
    private(set) var focus: FocusTarget?
    /// Where ``focus`` was in the screen's targets, so the focus lands on a neighbour when its
    /// target goes.
    private var focusIndex: Int?
    /// Whether the person has moved the focus; until then it follows the screen's preference
    /// (the first field, the first row) as content arrives.
    private var isFocusChosen = false
    /// The focused button of the alert on screen, if one shows.
    private(set) var alertFocus: FocusTarget?
    /// What was typed into fields, by field id.
    private(set) var drafts: [String: FieldDraft] = [:]
    /// The content's scroll offset in lines.
    private(set) var scroll = 0
    /// Whether the next frame scrolls to show the focus (not after the person scrolled past it).
    private var followsFocus = true
    /// Whether the key help is shown over the screen.
    private(set) var isShowingHelp = false
    /// A row's link the person pressed Enter on, shown under the title bar until the focus moves.
    private(set) var revealedLink: URL?
    /// Where the last frame drew the content's targets, for paging.
    private var layout: BodyLayout?
    /// Whether a key was not typed because its field is full (``fieldLimit``): the frame says
    /// so until the next key that is not typed into a full field.
    private(set) var isFieldFull = false

    /// The most text a field takes, in bytes of UTF-8 (4 KiB: as many letters of English, fewer of
    /// others); typing past it, a paste too, is cut with a notice. Bounds what a key costs, as the
    /// web shell's 64 KiB limit on a form's body bounds a post.
    static let fieldLimit = 4_096

    /// A new screen's interaction: nothing typed, the focus where the screen prefers it.
    init() {}

    // MARK: - Drawing

    /// The frame for `screen` in `chrome` on a terminal of `size`: exactly `size.rows` lines, none
    /// wider than `size.columns`, with ANSI styles when `styled` (plain text for a pipe or a test).
    /// Keeps the scroll offset it used, so the focus stays in view from frame to frame.
    mutating func frame(of screen: Screen, chrome: TerminalChrome, size: TerminalSize, styled: Bool) -> [String] {
        let targets = FocusOrder.targets(on: screen, chrome: chrome)
        resolveFocus(on: screen, targets: targets)
        let renderer = TextRenderer(
            screen: screen,
            chrome: chrome,
            focus: isShowingHelp ? nil : currentFocus(on: screen),
            fieldValues: screen.form.map(values(of:)) ?? [:],
            showsHelp: isShowingHelp,
            revealedLink: revealedLink,
            showsFieldFull: isFieldFull,
            size: size
        )
        let rendered = renderer.render(scroll: scroll, followsFocus: followsFocus)
        scroll = rendered.scroll
        layout = rendered.layout
        return rendered.lines.map { $0.rendered(styled: styled) }
    }

    // MARK: - Keys

    /// What `key` does on `screen` in `chrome`: changes this interaction's state (and answers
    /// ``TerminalCommand/redraw``) or asks the run loop to do something.
    mutating func handle(_ key: Key, on screen: Screen, chrome: TerminalChrome) -> TerminalCommand {
        let wasFull = isFieldFull
        isFieldFull = false
        let targets = FocusOrder.targets(on: screen, chrome: chrome)
        resolveFocus(on: screen, targets: targets)
        let command = command(for: key, on: screen, chrome: chrome, targets: targets)
        if wasFull != isFieldFull, command == .nothing { return .redraw }
        if screen.alert == nil, let focus, let index = targets.firstIndex(of: focus) { focusIndex = index }
        return command
    }

    /// What `key` does, given the screen's `targets` in order.
    private mutating func command(for key: Key, on screen: Screen, chrome: TerminalChrome, targets: [FocusTarget]) -> TerminalCommand {
        if key == .ctrlC { return .quit }
        if isShowingHelp { return handleInHelp(key) }
        if let field = typingField(on: screen), let command = type(key, into: field, on: screen) {
            return command
        }
        switch key {
        case .up, .character("k"):
            return move(by: -1, in: targets, on: screen, wraps: false)
        case .down, .character("j"):
            return move(by: 1, in: targets, on: screen, wraps: false)
        case .left, .right:
            let step = key == .left ? -1 : 1
            if let field = focusedChoice(on: screen) { return cycle(field, by: step) }
            return move(by: step, in: targets, on: screen, wraps: false)
        case .tab:
            return move(by: 1, in: targets, on: screen, wraps: true)
        case .backTab:
            return move(by: -1, in: targets, on: screen, wraps: true)
        case .pageUp:
            return page(by: -1, in: targets, on: screen)
        case .pageDown:
            return page(by: 1, in: targets, on: screen)
        case .home:
            return targets.first.map { setFocus($0, on: screen) } ?? .nothing
        case .end:
            return targets.last.map { setFocus($0, on: screen) } ?? .nothing
        case .enter, .character(" "):
            return activate(currentFocus(on: screen), on: screen, chrome: chrome)
        case .escape:
            return escape(on: screen, chrome: chrome)
        case .ctrlC, .ctrlD, .character("q"):
            return .quit
        case .ctrlL:
            return .redraw
        case .character("?"):
            isShowingHelp = true
            return .redraw
        case .character("L"), .character("l"):
            guard screen.alert == nil, !chrome.isModal else { return .nothing }
            return .switchLanguage(chrome.otherLanguage)
        case .character(let character):
            guard let digit = character.wholeNumberValue, character.isASCII, (1 ... 9).contains(digit),
                screen.alert == nil, !chrome.isModal, digit <= chrome.tabTitles.count
            else { return .nothing }
            return .selectTab(digit - 1)
        case .backspace, .delete:
            return .nothing
        }
    }

    /// A key while the help shows: Esc or `?` close it, `q` quits, nothing else does anything.
    private mutating func handleInHelp(_ key: Key) -> TerminalCommand {
        switch key {
        case .escape, .character("?"):
            isShowingHelp = false
            return .redraw
        case .character("q"), .ctrlD:
            return .quit
        default:
            return .nothing
        }
    }

    /// Esc: hides a shown link; on an alert presses its Cancel button, if it has one; otherwise
    /// goes back where there is a Back.
    private mutating func escape(on screen: Screen, chrome: TerminalChrome) -> TerminalCommand {
        if revealedLink != nil {
            revealedLink = nil
            return .redraw
        }
        if let alert = screen.alert {
            guard let cancel = alert.actions.first(where: { $0.role == .cancel && $0.isEnabled }) else { return .nothing }
            return .send(.alert(cancel.id))
        }
        return chrome.showsBack ? .goBack : .nothing
    }

    /// Enter (or Space) on `target`: what pressing it means, or nothing when it cannot be pressed now.
    mutating func activate(_ target: FocusTarget?, on screen: Screen, chrome: TerminalChrome) -> TerminalCommand {
        switch target {
        case nil:
            return .nothing
        case .back:
            return chrome.showsBack ? .goBack : .nothing
        case .action(let id):
            return offered(.action(id, form: [:]), on: screen)
        case .field(let id):
            guard let field = screen.form?.field(id) else { return .nothing }
            return field.kind == .choice ? cycle(field, by: 1) : submit(on: screen)
        case .submit:
            return submit(on: screen)
        case .row(let section, let row):
            return offered(.select(section: section, row: row), on: screen)
        case .link(let section, let row):
            guard let url = screen.section(section)?.rows.first(where: { $0.id == row })?.link else { return .nothing }
            revealedLink = url
            return .redraw
        case .previousPage(let section):
            guard let offset = screen.section(section)?.window?.previousOffset else { return .nothing }
            return offered(.scroll(section: section, offset: offset), on: screen)
        case .nextPage(let section):
            guard let offset = screen.section(section)?.window?.nextOffset else { return .nothing }
            return offered(.scroll(section: section, offset: offset), on: screen)
        case .alertButton(let id):
            return offered(.alert(id), on: screen)
        case .tabAction(let id):
            guard chrome.tabActions.contains(where: { $0.id == id && $0.isEnabled }) else { return .nothing }
            return .sendToContainer(.action(id, form: [:]))
        }
    }

    /// The form's submit with every field's value, when the screen offers it now.
    private func submit(on screen: Screen) -> TerminalCommand {
        guard let form = screen.form else { return .nothing }
        return offered(.action(form.submit.id, form: values(of: form)), on: screen)
    }

    /// Sends `event` when `screen` offers it now (``Screen/offers(_:)``, the host core's one
    /// answer, which the web shell gives too), and does nothing otherwise.
    private func offered(_ event: ViewEvent, on screen: Screen) -> TerminalCommand {
        screen.offers(event) ? .send(event) : .nothing
    }

    // MARK: - Focus

    /// The focused target on `screen`: the alert's while one shows.
    func currentFocus(on screen: Screen) -> FocusTarget? {
        screen.alert == nil ? focus : alertFocus
    }

    /// Puts the focus back on something `screen` has: the same target if it is still there, its
    /// neighbour if it went, the screen's preference if the person has not moved it yet.
    private mutating func resolveFocus(on screen: Screen, targets: [FocusTarget]) {
        if screen.alert != nil {
            if let alertFocus, targets.contains(alertFocus) { return }
            alertFocus = FocusOrder.preferred(on: screen, among: targets)
            return
        }
        alertFocus = nil
        if isFocusChosen {
            if let focus, let index = targets.firstIndex(of: focus) {
                focusIndex = index
                return
            }
            if let focusIndex, !targets.isEmpty {
                let index = min(focusIndex, targets.count - 1)
                focus = targets[index]
                self.focusIndex = index
                return
            }
        }
        focus = FocusOrder.preferred(on: screen, among: targets)
        focusIndex = focus.flatMap { targets.firstIndex(of: $0) }
    }

    /// Focuses `target`, which the next frame scrolls into view.
    private mutating func setFocus(_ target: FocusTarget, on screen: Screen) -> TerminalCommand {
        if screen.alert != nil {
            alertFocus = target
        } else {
            focus = target
            isFocusChosen = true
        }
        followsFocus = true
        revealedLink = nil
        return .redraw
    }

    /// Moves the focus `step` targets on; at either end (when not wrapping) scrolls the content a
    /// line instead, so text past the last target can still be read.
    private mutating func move(by step: Int, in targets: [FocusTarget], on screen: Screen, wraps: Bool) -> TerminalCommand {
        guard !targets.isEmpty else { return scroll(by: step) }
        let current = currentFocus(on: screen).flatMap { targets.firstIndex(of: $0) }
        var index = current.map { $0 + step } ?? (step > 0 ? 0 : targets.count - 1)
        if wraps {
            index = (index % targets.count + targets.count) % targets.count
        } else if !targets.indices.contains(index) {
            return scroll(by: step)
        }
        return setFocus(targets[index], on: screen)
    }

    /// Scrolls the content `lines` lines, leaving the focus where it is.
    private mutating func scroll(by lines: Int) -> TerminalCommand {
        let maxScroll = layout?.maxScroll ?? 0
        let next = min(max(0, scroll + lines), maxScroll)
        guard next != scroll else { return .nothing }
        scroll = next
        followsFocus = false
        return .redraw
    }

    /// Page Up (`direction` -1) or Page Down (1): scrolls the content a page and focuses its first
    /// target on view; where it cannot scroll further, focuses its first or last target.
    private mutating func page(by direction: Int, in targets: [FocusTarget], on screen: Screen) -> TerminalCommand {
        guard let layout, screen.alert == nil else { return move(by: direction, in: targets, on: screen, wraps: false) }
        let next = min(max(0, scroll + direction * max(1, layout.height - 1)), layout.maxScroll)
        let contentTargets = targets.filter { layout.ranges[$0] != nil }
        guard next != scroll else {
            guard let edge = direction < 0 ? contentTargets.first : contentTargets.last, edge != focus else { return .nothing }
            return setFocus(edge, on: screen)
        }
        scroll = next
        let onView = contentTargets.first { target in
            layout.ranges[target].map { $0.lowerBound >= next && $0.lowerBound < next + layout.height } ?? false
        }
        if let onView { return setFocus(onView, on: screen) }
        followsFocus = false
        return .redraw
    }

    // MARK: - Fields

    /// The field being typed into: a focused field other than a choice, while no alert shows.
    private func typingField(on screen: Screen) -> ScreenField? {
        guard screen.alert == nil, case .field(let id) = focus, let field = screen.form?.field(id), field.kind != .choice else { return nil }
        return field
    }

    /// The focused choice field, if the focus is on one.
    private func focusedChoice(on screen: Screen) -> ScreenField? {
        guard screen.alert == nil, case .field(let id) = focus, let field = screen.form?.field(id), field.kind == .choice else { return nil }
        return field
    }

    /// A key typed into `field`: a character is added, Backspace and Delete take the last one off;
    /// `nil` for a key that is not text (arrows, Tab, Enter, Esc), which acts as it does anywhere.
    private mutating func type(_ key: Key, into field: ScreenField, on screen: Screen) -> TerminalCommand? {
        switch key {
        case .character(let character):
            return append(String(character), to: field) ? .redraw : .nothing
        case .backspace, .delete:
            guard !value(of: field).isEmpty else { return .nothing }
            edit(field) { $0.removeLast() }
            return .redraw
        case .left, .right, .ctrlD:
            return .nothing
        default:
            return nil
        }
    }

    /// Types `text`, a run of characters such as a paste brings, into the field being typed into,
    /// as far as it fits (``fieldLimit``), in one step: what it costs grows with what it adds, as
    /// typing its characters one by one as keys would not. Returns `false`, typing nothing, when no
    /// field is being typed into (the characters are then keys, each handled on its own).
    mutating func type(_ text: String, on screen: Screen) -> Bool {
        guard !isShowingHelp, let field = typingField(on: screen) else { return false }
        append(text, to: field)
        return true
    }

    /// Adds as much of `text` to the draft of `field` as fits under ``fieldLimit``, whole
    /// characters only, and says the field is full when not all of it did. Returns whether
    /// anything was added.
    @discardableResult
    private mutating func append(_ text: String, to field: ScreenField) -> Bool {
        let room = Self.fieldLimit - value(of: field).utf8.count
        var used = 0
        var end = text.startIndex
        for character in text {
            let size = character.utf8.count
            guard used + size <= room else { break }
            used += size
            end = text.index(after: end)
        }
        isFieldFull = end < text.endIndex
        guard end > text.startIndex else { return false }
        edit(field) { $0 += text[..<end] }
        return true
    }

    /// Picks the choice `step` from the current one, round and round (the first one when none is
    /// picked yet).
    private mutating func cycle(_ field: ScreenField, by step: Int) -> TerminalCommand {
        let choices = field.choices
        guard !choices.isEmpty else { return .nothing }
        let current = choices.firstIndex { $0.value == value(of: field) }
        let index = current.map { ($0 + step + choices.count) % choices.count } ?? (step > 0 ? 0 : choices.count - 1)
        edit(field) { $0 = choices[index].value }
        return .redraw
    }

    /// Changes the draft of `field` with `change`, starting from its value shown now. The draft is
    /// changed where it is kept, so typing a key costs the key, not the field's length.
    private mutating func edit(_ field: ScreenField, _ change: (inout String) -> Void) {
        // Taken out of the dictionary, the draft is the text's only owner: the change copies nothing.
        let kept = drafts.removeValue(forKey: field.id).flatMap { $0.original == field.value ? $0 : nil }
        var draft = kept ?? FieldDraft(original: field.value, text: value(of: field))
        change(&draft.text)
        drafts[field.id] = draft
    }

    /// The value `field` shows and sends: what was typed while the module left the value as it
    /// was; otherwise the module's value, except that a password starts empty (it is never echoed
    /// back) and a choice the field does not offer counts as none picked, as in the web shell.
    func value(of field: ScreenField) -> String {
        if let draft = drafts[field.id], draft.original == field.value { return draft.text }
        switch field.kind {
        case .password: return ""
        case .choice: return field.choices.contains { $0.value == field.value } ? field.value : ""
        case .text, .number, .search: return field.value
        }
    }

    /// Every field's value, keyed by field id: what the submit button sends.
    func values(of form: ScreenForm) -> [String: String] {
        var values: [String: String] = [:]
        for field in form.fields { values[field.id] = value(of: field) }
        return values
    }
}
