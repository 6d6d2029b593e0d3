import AppComposition
import Foundation
import Testing
import ViperKit

@Suite("Starting the app with one module by itself")
struct SingleModuleServerTests {
    @Test("with fake services the module runs with no API started and no database touched")
    func startsOnFakes() async throws {
        let database = AppServer.temporaryDatabase("single-module")
        let server = try await AppServer.start(
            AppConfiguration(
                port: 0,
                databasePath: database,
                module: ModuleSelection(name: "ItemDetail", inputs: ["id": "3"]),
                fakeServices: true
            )
        )
        #expect(server.apiURL == nil)
        #expect(server.module?.route == Route("/items/3"))
        #expect(server.module?.name == "ItemDetail")
        #expect(server.demoAccount?.username == "demo")
        #expect(server.webURL.port != nil)
        await server.stop()
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test("a bad choice fails before the demo API starts or creates its database")
    func failsFastOnBadChoice() async {
        let database = AppServer.temporaryDatabase("single-module")
        await #expect(throws: ModuleSelectionError.missingInput(module: "ItemDetail", parameter: "id", route: "/items/:id")) {
            _ = try await AppServer.start(
                AppConfiguration(port: 0, databasePath: database, module: ModuleSelection(name: "item-detail"))
            )
        }
        await #expect(throws: ModuleSelectionError.self) {
            _ = try await AppServer.start(
                AppConfiguration(port: 0, databasePath: database, module: ModuleSelection(name: "NoSuchModule"))
            )
        }
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test("with fake services and no module the whole app runs on fakes, with the fakes' demo account")
    func wholeAppOnFakes() async throws {
        let database = AppServer.temporaryDatabase("single-module")
        let server = try await AppServer.start(AppConfiguration(port: 0, databasePath: database, fakeServices: true))
        #expect(server.apiURL == nil)
        #expect(server.module == nil)
        #expect(server.demoAccount?.username == "demo")
        #expect(server.demoAccount?.password == "password")
        await server.stop()
    }
}
