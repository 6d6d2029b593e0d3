import DemoAPI
import Domain
import Foundation
import Networking
import Testing

@Suite("Remote employees service against the demo server")
struct RemoteEmployeesServiceTests {
    @Test("employees and photos need a session: none, or a token the server does not know, is unauthorized")
    func needASession() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            let anonymous = RemoteEmployeesService(client: fixture.client())
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.employees().value }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.photo(of: DemoEmployees.all[0]) }
            let forged = APIClient(baseURL: fixture.server.baseURL, credentials: CredentialStore(signIn: .stub(token: "forged")))
            await #expect(throws: ServiceError.unauthorized) { try await RemoteEmployeesService(client: forged).employees() }
            await #expect(throws: ServiceError.unauthorized) {
                try await forged.employeePhoto(at: APIPath.employeePhoto(1))
            }
        }
    }

    @Test("the directory is the twelve generated employees, by name, with workplaces, phone, email and photo path")
    func directory() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            let employees = try await RemoteEmployeesService(client: try await fixture.loggedInClient()).employees().value
            #expect(employees == DemoEmployees.all)
            #expect(employees.count == 12)
            #expect(employees.map(\.name) == employees.map(\.name).sorted())
            let alice = try #require(employees.first)
            #expect(
                alice
                    == Employee(
                        id: 1,
                        name: "Alice Martin",
                        specialization: "iOS developer",
                        workplaces: ["Remote", "London office, 5th floor"],
                        phone: "+1 555 0101",
                        email: "alice.martin@example.com",
                        photoPath: "/api/employees/1/photo"
                    ))
            #expect(employees.allSatisfy { (1 ... 3).contains($0.workplaces.count) })
            #expect(employees.first { $0.id == 9 }?.email == "ines.garcia@example.com", "accents are left out of addresses")
            #expect(employees.filter { $0.photoPath == nil }.map(\.id) == [4, 8, 12])
        }
    }

    @Test("a photo is a generated SVG with the person's initials, the same every time")
    func photo() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            let service = RemoteEmployeesService(client: try await fixture.loggedInClient())
            let alice = DemoEmployees.all[0]
            let photo = try #require(try await service.photo(of: alice))
            #expect(photo.mediaType == "image/svg+xml")
            let svg = try #require(String(data: photo.data, encoding: .utf8))
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.contains(">AM</text>"))
            #expect(svg.contains("<title>Alice Martin</title>"))
            #expect(!svg.contains("href"), "the picture loads nothing else")
            #expect(try await service.photo(of: alice) == photo)
            #expect(Data((DemoEmployees.photo(id: 1) ?? "").utf8) == photo.data)
        }
    }

    @Test("an employee without a photo path has none; one whose photo is gone answers 404, which is none too")
    func missingPhotos() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            let client = try await fixture.loggedInClient()
            let service = RemoteEmployeesService(client: client)
            let employees = try await service.employees().value
            let daniel = try #require(employees.first { $0.id == 4 })
            #expect(daniel.photoPath == nil)
            #expect(try await service.photo(of: daniel) == nil)
            let farid = try #require(employees.first { $0.id == 6 })
            #expect(farid.photoPath == "/api/employees/6/photo")
            #expect(try await service.photo(of: farid) == nil)
            #expect(try await client.employeePhoto(at: APIPath.employeePhoto(99)) == nil)
        }
    }

    @Test("a photo path outside the API's employee photos is refused before anything is sent, and a bad id is a bad request")
    func photoPaths() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            let client = try await fixture.loggedInClient()
            for path in ["/api/items", "http://example.com/api/employees/1/photo", "/api/employees/../items"] {
                await #expect(throws: ServiceError.invalidRequest("The photo path \(path) is not one of the API's employee photos.")) {
                    try await client.employeePhoto(at: path)
                }
            }
            await #expect(throws: ServiceError.invalidRequest("The employee id must be a positive integer, not 'abc'.")) {
                try await client.employeePhoto(at: "/api/employees/abc/photo")
            }
        }
    }
}
