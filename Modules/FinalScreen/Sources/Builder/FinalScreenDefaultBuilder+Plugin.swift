import FinalScreenInterface
import ViperKit

extension FinalScreenDefaultBuilder {
    /// The final screen as the App registers it: id `final-screen`, answering
    /// `/account/final/:value`. A deep link has no presenting router, so its module gets no
    /// delegate and closes itself.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "final-screen", routes: [FinalScreenRoute.pattern]) { parameters throws(RouteError) in
            let value = try parameters.string("value")
            return self.build(input: FinalScreenInput(value: value), delegate: nil)
        }
    }
}
