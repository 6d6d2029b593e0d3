/// The employee list's own words in one language, from its string table, as the tests expect
/// them on screen.
struct EmployeeListWords: Sendable {
    let title: String
    let loading: String
    let empty: String
    let noMatch: @Sendable (_ filter: String) -> String
    let offline: @Sendable (_ savedAt: String) -> String
    let filterLabel: String
    let filterSubmit: String
    let clearFilter: String
    let retry: String
    let call: String
    let text: String
    let photo: @Sendable (_ name: String) -> String
    let initials: @Sendable (_ name: String) -> String

    static let english = EmployeeListWords(
        title: "Employees",
        loading: "Loading employees…",
        empty: "No employees yet.",
        noMatch: { "No employees match “\($0)”." },
        offline: { "Offline — showing employees saved \($0)" },
        filterLabel: "Filter by name or specialization",
        filterSubmit: "Filter",
        clearFilter: "Show everyone",
        retry: "Try again",
        call: "Call",
        text: "Text",
        photo: { "Photo of \($0)" },
        initials: { "Initials of \($0)" }
    )

    static let german = EmployeeListWords(
        title: "Mitarbeiter",
        loading: "Mitarbeiter werden geladen…",
        empty: "Noch keine Mitarbeiter.",
        noMatch: { "Keine Mitarbeiter passen zu „\($0)“." },
        offline: { "Offline — du siehst Mitarbeiter, die \($0) gespeichert wurden" },
        filterLabel: "Nach Name oder Fachgebiet filtern",
        filterSubmit: "Filtern",
        clearFilter: "Alle anzeigen",
        retry: "Erneut versuchen",
        call: "Anrufen",
        text: "Schreiben",
        photo: { "Foto von \($0)" },
        initials: { "Initialen von \($0)" }
    )
}
