import Domain
import DomainTesting
import Testing

@Suite("Unimplemented: a service the test did not set up")
struct UnimplementedTests {
    @Test("every call fails the running test with the call's name and answers an invalid-request error")
    func failsTheTest() async {
        let service = Unimplemented()
        await withKnownIssue {
            await #expect(throws: ServiceError.invalidRequest("ContactManager.contacts(of:) is unimplemented in this test")) {
                try await service.contacts(of: User(id: 1, username: "demo", displayName: "Demo User"))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "ContactManager.contacts(of:) was called, but the test did not set it up" }
        }
    }

    @Test("a call that cannot fail still fails the running test")
    func nonThrowingCall() async {
        await withKnownIssue {
            await Unimplemented().logOut()
        }
    }
}
