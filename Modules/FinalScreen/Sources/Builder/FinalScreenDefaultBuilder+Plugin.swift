import FinalScreenInterface
import ViperKit

extension FinalScreenDefaultBuilder {
    /// The Final screen feature as the App registers it: id `final-screen`, answering `/final-screen`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "final-screen", routes: [FinalScreenRoute.pattern]) { _ in
            self.build(input: FinalScreenInput(), delegate: nil)
        }
    }
}
