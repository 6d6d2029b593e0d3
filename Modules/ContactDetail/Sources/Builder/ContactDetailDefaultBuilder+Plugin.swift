import ContactDetailInterface
import ViperKit

extension ContactDetailDefaultBuilder {
    /// The contact detail feature as the App registers it: id `contact-detail`, answering
    /// `/contacts/:id`; an id that is not a positive whole number is a ``RouteError``.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "contact-detail", routes: [ContactDetailRoute.pattern]) { parameters throws(RouteError) in
            self.build(input: ContactDetailInput(contactID: try parameters.id("id")))
        }
    }
}
