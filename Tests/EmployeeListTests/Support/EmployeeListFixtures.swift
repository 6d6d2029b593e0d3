import Domain
import EmployeeListInterface
import Fakes
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// The employee list built as the App builds it, over a fake or a test-local employees service,
/// the events its screen sends, and the screens it shows.
@MainActor
enum EmployeeListFixtures {
    typealias Words = EmployeeListWords

    /// The clear-filter button's event.
    static let clearFilter = ViewEvent.action("clear-filter", form: [:])
    /// The retry button's event.
    static let retry = ViewEvent.action("retry", form: [:])

    /// The four fake employees, without the photos: asked for, every photo comes back empty, so the
    /// list changes only when a test says so.
    static func service(_ staff: [Employee] = FakeEmployees.all) -> FakeEmployeesService {
        FakeEmployeesService(employees: staff, photos: [:])
    }

    /// An employee list over `employees`, reporting to `delegate`, speaking `language`.
    static func module(
        _ employees: any EmployeesService = service(),
        delegate: (any EmployeeListDelegate)? = nil,
        language: Language = .english
    ) -> Module {
        EmployeeListDefaultBuilder(employees: employees, language: language).build(input: EmployeeListInput(), delegate: delegate)
    }

    /// The list over `employees` (whose directory is `staff`), reporting to `delegate`, its load
    /// asserted: Loading, then `staff` with initials.
    static func loadedStore(
        _ employees: any EmployeesService = service(),
        staff: [Employee] = FakeEmployees.all,
        delegate: (any EmployeeListDelegate)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let store = ModuleTestStore(module(employees, delegate: delegate), sourceLocation: sourceLocation)
        store.send(.load, loading(), sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, listed(staff))
        return store
    }

    /// The filter form submitted with `text` typed.
    static func filter(_ text: String) -> ViewEvent {
        .action("apply-filter", form: ["filter": text])
    }

    /// Pressing `employee`'s Call button: the row after the base-info row and the workplaces.
    static func call(_ employee: Employee) -> ViewEvent {
        .select(section: "employee-\(employee.id)", row: String(employee.workplaces.count + 1))
    }

    /// Pressing `employee`'s Text button, the last row of their section.
    static func text(_ employee: Employee) -> ViewEvent {
        .select(section: "employee-\(employee.id)", row: String(employee.workplaces.count + 2))
    }

    /// The initials shown in place of a photo, by name.
    static let initials = [
        "Alice Martin": "AM", "Bruno Costa": "BC", "Chloé Dubois": "CD", "Daniel Okafor": "DO", "Test Person": "TP",
    ]

    /// A photo's `data:` URL, as the list shows it.
    static func dataURL(_ photo: EmployeePhoto) -> URL? {
        URL(string: "data:\(photo.mediaType);base64,\(photo.data.base64EncodedString())")
    }

    /// What opening changes: the title, Loading employees…, and the empty filter form.
    static func loading(_ words: Words = .english) -> (inout Screen) -> Void {
        { screen in
            screen.title = words.title
            screen.status = .loading(words.loading)
            screen.form = form("", words)
        }
    }

    /// The filter form showing `filter`.
    static func form(_ filter: String, _ words: Words = .english) -> ScreenForm {
        ScreenForm(
            fields: [ScreenField(id: "filter", label: words.filterLabel, value: filter, kind: .search)],
            submit: ScreenAction(id: "apply-filter", title: words.filterSubmit)
        )
    }

    /// `employee`'s section: photo (or initials), name and specialization; one row per workplace;
    /// then the Call and Text buttons.
    static func section(_ employee: Employee, photo: EmployeePhoto? = nil, _ words: Words = .english) -> ScreenSection {
        let image = ScreenImage(
            url: photo.flatMap(dataURL),
            initials: initials[employee.name] ?? "?",
            label: photo == nil ? words.initials(employee.name) : words.photo(employee.name)
        )
        var rows = [ScreenRow(id: "0", kind: .employeeBaseInfo, title: employee.name, detail: employee.specialization, image: image)]
        for (index, workplace) in employee.workplaces.enumerated() {
            rows.append(ScreenRow(id: String(index + 1), kind: .employeeWorkplace, title: workplace, tone: .secondary))
        }
        let buttons = employee.workplaces.count + 1
        rows.append(ScreenRow(id: String(buttons), kind: .button, title: words.call, detail: employee.phone, isSelectable: true))
        rows.append(ScreenRow(id: String(buttons + 1), kind: .button, title: words.text, detail: employee.email, isSelectable: true))
        return ScreenSection(id: "employee-\(employee.id)", rows: rows)
    }

    /// What the employees matching `filter` arriving (or being filtered) changes: one section
    /// each, with the photos in `photos`; or that nobody matches; the filter typed; and Show
    /// everyone while a filter is applied.
    static func listed(
        _ staff: [Employee],
        photos: [Int64: EmployeePhoto] = [:],
        filter: String = "",
        _ words: Words = .english
    ) -> (inout Screen) -> Void {
        { screen in
            screen.status = staff.isEmpty ? .empty(filter.isEmpty ? words.empty : words.noMatch(filter)) : .ready
            screen.sections = staff.map { section($0, photo: photos[$0.id], words) }
            screen.form = form(filter, words)
            screen.actions = filter.isEmpty ? [] : [ScreenAction(id: "clear-filter", title: words.clearFilter)]
        }
    }

    /// What `employee`'s photo arriving changes: their base-info row shows it in place of the
    /// initials; nothing else changes.
    static func photoArrived(_ employee: Employee, _ photo: EmployeePhoto, _ words: Words = .english) -> (inout Screen) -> Void {
        { screen in
            guard let index = screen.sections.firstIndex(where: { $0.id == "employee-\(employee.id)" }) else { return }
            screen.sections[index].rows[0].image = ScreenImage(
                url: dataURL(photo),
                initials: initials[employee.name] ?? "?",
                label: words.photo(employee.name)
            )
        }
    }

    /// What a failed load changes: why, and Try again.
    static func failed(_ message: String, _ words: Words = .english) -> (inout Screen) -> Void {
        { screen in
            screen.status = .failed(message)
            screen.sections = []
            screen.actions = [ScreenAction(id: "retry", title: words.retry, role: .primary)]
        }
    }
}
