import ContactDetailInterface
import ViperKit

extension ContactDetailDefaultBuilder {
    /// The Contact detail feature as the App registers it: id `contact-detail`, answering `/contact-detail`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "contact-detail", routes: [ContactDetailRoute.pattern]) { parameters throws(RouteError) in
            let contactID = try parameters.id("id")
            return self.build(input: ContactDetailInput(contactID: contactID))
        }
    }
}
