import ViperKit

extension Screen {
    /// Whether the screen offers `event` now: the one answer both hosts give before they send a
    /// person's input to a module, so a click the browser sent from a stale page and a key the
    /// terminal read are judged alike.
    ///
    /// - While an alert is shown, only its enabled buttons are offered.
    /// - A toolbar action or the form's submit is offered when it is on the screen, enabled, and
    ///   the screen is not loading (its work would race the load's).
    /// - A row is offered when it is selectable; a page of a windowed section when the window has
    ///   that page.
    /// - `.load` and `.appear` come from the host, never from a person, and are always offered.
    ///
    /// ```swift
    /// guard screen.offers(.action("save", form: values)) else { return .nothing }
    /// ```
    public func offers(_ event: ViewEvent) -> Bool {
        switch event {
        case .load, .appear:
            return true
        case .alert(let id):
            return alert?.actions.contains { $0.id == id && $0.isEnabled } == true
        case _ where alert != nil:
            return false
        case .action(let id, _):
            let offered = actions + (form.map { [$0.submit] } ?? [])
            return !status.isLoading && offered.contains { $0.id == id && $0.isEnabled }
        case .select(let sectionID, let rowID):
            return section(sectionID)?.rows.contains { $0.id == rowID && $0.isSelectable } == true
        case .scroll(let sectionID, let offset):
            guard let window = section(sectionID)?.window else { return false }
            return offset == window.previousOffset || offset == window.nextOffset
        }
    }
}
