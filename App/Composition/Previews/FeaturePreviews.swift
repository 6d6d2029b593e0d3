import AccountPreviews
import ContactDetailPreviews
import ContactListPreviews
import EmployeeListPreviews
import FinalScreenPreviews
import HomePreviews
import ItemDetailNextPreviews
import ItemDetailPreviews
import ItemsListPreviews
import LoginPreviews
import OrderDetailPreviews
import OrderEntryPreviews
import OrderHistoryPreviews
import ViperKit

/// Every feature's named states (each feature's `<Name>Previews` target), by feature, in the
/// order the gallery shows them: what `App --gallery` draws and the snapshot tests record. Adding a
/// feature is one line here (the module generator writes it above the marker).
public enum FeaturePreviews {
    /// The features and their states.
    public static let all: [(feature: String, previews: [ModulePreview])] = [
        ("Login", LoginPreviews.all),
        ("Home", HomePreviews.all),
        ("ItemsList", ItemsListPreviews.all),
        ("ItemDetail", ItemDetailPreviews.all),
        ("ContactList", ContactListPreviews.all),
        ("ContactDetail", ContactDetailPreviews.all),
        ("OrderEntry", OrderEntryPreviews.all),
        ("OrderHistory", OrderHistoryPreviews.all),
        ("OrderDetail", OrderDetailPreviews.all),
        ("EmployeeList", EmployeeListPreviews.all),
        ("Account", AccountPreviews.all),
        ("FinalScreen", FinalScreenPreviews.all),
        ("ItemDetailNext", ItemDetailNextPreviews.all),
        // viper:previews — the module generator adds new features above this line.
    ]

    /// The gallery's note under each feature that is one of two implementations of an Interface:
    /// the flag that serves it, and the team that may flip it.
    public static var notes: [String: String] {
        FeatureFlagRegistry.selecting.mapValues { flag, value in
            let when = value == flag.defaultValue ? "\(value ? "on" : "off") (its default)" : value ? "on" : "off"
            return "Served when the flag \(flag.name) is \(when); \(flag.owner) may flip it."
        }
    }

    /// The route of state `slug` of `feature`'s previews, live: `/preview/ItemsList/a-page-failed`.
    public static let pattern = RoutePattern("/preview/:feature/:state")

    /// The states as a plugin, `preview`, at ``pattern``: each builds its module live in
    /// `language` (``ModulePreview/live(in:)``), over the preview's own fakes. Registered only
    /// where one module runs alone (``SingleModuleFlow``), never in the app a person logs in to.
    @MainActor
    public static func plugin(language: Language = .english) -> ModulePlugin {
        ModulePlugin(id: "preview", routes: [pattern]) { parameters throws(RouteError) in
            let feature = try parameters.string("feature")
            let state = try parameters.string("state")
            guard let previews = all.first(where: { $0.feature == feature })?.previews else {
                throw .invalidParameter("feature", value: feature, expected: "a feature with previews")
            }
            guard let preview = previews.first(where: { $0.slug == state }) else {
                throw .invalidParameter("state", value: state, expected: "one of \(previews.map(\.slug).joined(separator: ", "))")
            }
            return preview.live(in: language)
        }
    }
}
