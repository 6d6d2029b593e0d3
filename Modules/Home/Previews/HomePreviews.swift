import Fakes
import Home
import HomeInterface
import ViperKit

/// Home's named state: the tabs it shows, each root a placeholder.
public enum HomePreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("with four tabs") { language in
            let tabs = ["Items", "Contacts", "Employees", "Account"].map { title in
                let route = Route("/" + title.lowercased())
                return TabItem(title: title, route: route) { .placeholder(named: title, route: route) }
            }
            return HomeDefaultBuilder(auth: FakeAuthService(), language: language).build(input: HomeInput(tabs: tabs), delegate: nil)
        }
    ]
}
