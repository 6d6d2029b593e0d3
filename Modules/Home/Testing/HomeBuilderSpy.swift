import HomeInterface
import ViperKit
import ViperKitTesting

/// Stands in for the home module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class HomeBuilderSpy: BuilderSpy<HomeInput, any HomeDelegate>, HomeBuilding {
    public func build(input: HomeInput, delegate: (any HomeDelegate)?) -> Module {
        record(input, delegate: delegate, standIn: .standIn(name: "Home", route: HomeRoute.route, title: "Home"))
    }
}
