import ContactListInterface
import ViperKit

extension ContactListDefaultBuilder {
    /// The contact list feature as the App registers it: id `contact-list`, answering `/contacts`.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "contact-list", routes: [ContactListRoute.pattern]) { _ in
            self.build()
        }
    }
}
