import AppComposition
import Fakes
import Testing
import ViperKit

@MainActor
@Suite("Choosing a module to run by itself with --module and --input")
struct SingleModuleSelectionTests {
    let plugins = FeaturePlugins.all(
        services: UserServices(
            auth: FakeAuthService(),
            items: FakeItemsService(generatedCount: 5),
            employees: FakeEmployeesService(),
            account: FakeAccountService(),
            gateway: FakeEntityGateway(),
            flags: FakeFeatureFlags()
        ),
        login: nil
    )

    @Test("no --module and no --input runs the whole app")
    func noModule() throws {
        #expect(try ModuleSelection.parse(module: nil, inputs: []) == nil)
    }

    @Test("--input values are read as key=value, the value keeping any further =")
    func parsesInputs() throws {
        let selection = try ModuleSelection.parse(module: "ItemDetail", inputs: ["id=3", "q=a=b"])
        #expect(selection == ModuleSelection(name: "ItemDetail", inputs: ["id": "3", "q": "a=b"]))
    }

    @Test("an --input without --module, a malformed one, a repeated key or a blank module is refused")
    func refusesBadOptions() {
        #expect(throws: ModuleSelectionError.inputWithoutModule("id=3")) {
            try ModuleSelection.parse(module: nil, inputs: ["id=3"])
        }
        for input in ["id", "=3", "id=", " =3", "a/b=1"] {
            #expect(throws: ModuleSelectionError.malformedInput(input)) {
                try ModuleSelection.parse(module: "ItemDetail", inputs: [input])
            }
        }
        #expect(throws: ModuleSelectionError.duplicateInput("id")) {
            try ModuleSelection.parse(module: "ItemDetail", inputs: ["id=1", "id=2"])
        }
        #expect(throws: ModuleSelectionError.blankModule) { try ModuleSelection.parse(module: " ", inputs: []) }
        #expect(
            ModuleSelectionError.malformedInput("id").description
                == "--input must be of the form key=value (for example id=3), not “id”."
        )
    }

    @Test(
        "a module is found by its plugin id or by its name, ignoring case and hyphens",
        arguments: [
            "ItemDetail", "item-detail", "itemdetail", "ITEMDETAIL", "Item-Detail",
        ])
    func matchesNames(name: String) throws {
        let selected = try ModuleSelection(name: name, inputs: ["id": "3"]).resolve(in: plugins)
        #expect(selected == SelectedModule(id: "item-detail", name: "ItemDetail", pattern: RoutePattern("/items/:id"), route: Route("/items/3")))
    }

    @Test("the route is the plugin's first pattern filled with the inputs")
    func buildsRoutes() throws {
        #expect(try ModuleSelection(name: "items-list").resolve(in: plugins).route == Route("/items"))
        #expect(try ModuleSelection(name: "Login").resolve(in: plugins).route == Route("/login"))
        #expect(try ModuleSelection(name: "ItemDetail", inputs: ["id": "a b"]).resolve(in: plugins).route == Route("/items/a%20b"))
    }

    @Test("an unknown module is refused with the list of the modules there are")
    func unknownModule() throws {
        let available = plugins.map { "\(SelectedModule.name(ofPlugin: $0.id)) (\($0.id))" }
        #expect(available.starts(with: ["Login (login)", "ItemsList (items-list)", "ItemDetail (item-detail)"]))
        let error = ModuleSelectionError.unknownModule("NoSuchModule", available: available)
        #expect(throws: error) { try ModuleSelection(name: "NoSuchModule").resolve(in: plugins) }
        #expect(error.description.hasPrefix("There is no module “NoSuchModule”. Available modules: Login (login), ItemsList (items-list), "))
    }

    @Test("a missing route parameter names the --input the route needs; an unknown input is refused")
    func missingAndUnexpectedInputs() {
        let missing = ModuleSelectionError.missingInput(module: "ItemDetail", parameter: "id", route: "/items/:id")
        #expect(throws: missing) { try ModuleSelection(name: "ItemDetail").resolve(in: plugins) }
        #expect(missing.description == "ItemDetail needs --input id=<value> (its route is /items/:id).")

        let unexpected = ModuleSelectionError.unexpectedInput(module: "ItemsList", key: "id", route: "/items")
        #expect(throws: unexpected) { try ModuleSelection(name: "ItemsList", inputs: ["id": "3"]).resolve(in: plugins) }
        #expect(unexpected.description == "ItemsList takes no input “id” (its route is /items).")
    }

    @Test("a bad value is reported at startup with the error the web shell would show")
    func badValueIsReportedByBuildingOnce() {
        let services = ServiceFactory.fakes(itemCount: 5).makeServices()
        let routeError = RouteError.invalidParameter("id", value: "abc", expected: "a positive whole number")
        #expect(throws: ModuleSelectionError.invalidInput(module: "ItemDetail", routeError)) {
            try SingleModuleFlow.resolve(ModuleSelection(name: "ItemDetail", inputs: ["id": "abc"]), services: services)
        }
        #expect(
            ModuleSelectionError.invalidInput(module: "ItemDetail", routeError).description
                == "ItemDetail: \(routeError.description)"
        )
        #expect(throws: ModuleSelectionError.self) {
            try SingleModuleFlow.resolve(ModuleSelection(name: "ItemDetail", inputs: ["id": "0"]), services: services)
        }
        #expect(
            (try? SingleModuleFlow.resolve(ModuleSelection(name: "item-detail", inputs: ["id": "3"]), services: services))?.route
                == Route("/items/3")
        )
    }

    @Test("a plugin id names its module in UpperCamelCase")
    func namesModules() {
        #expect(SelectedModule.name(ofPlugin: "item-detail") == "ItemDetail")
        #expect(SelectedModule.name(ofPlugin: "login") == "Login")
        #expect(SelectedModule.name(ofPlugin: "items-list") == "ItemsList")
    }
}
