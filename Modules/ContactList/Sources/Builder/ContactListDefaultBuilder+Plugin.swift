import ContactListInterface
import ViperKit

extension ContactListDefaultBuilder {
    /// The Contact list feature as the App registers it: id `contact-list`, answering `/contact-list`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "contact-list", routes: [ContactListRoute.pattern]) { _ in
            self.build(input: ContactListInput(), delegate: nil)
        }
    }
}
