import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper test: reading Swift Testing's event stream", .onThreadsOfTheirOwn)
struct TestEventLogTests {
    private let stream = """
        {"kind":"test","payload":{"id":"ATests.S","kind":"suite","name":"S"},"version":0}
        {"kind":"test","payload":{"id":"ATests.S/one()/A.swift:3:2","kind":"function","name":"one()"},"version":0}
        {"kind":"test","payload":{"id":"ATests.S/two(_:)/A.swift:9:2","kind":"function","name":"two(_:)"},"version":0}
        {"kind":"test","payload":{"id":"BTests.three()/B.swift:1:2","kind":"function","name":"three()"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"ATests.S"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"ATests.S/one()/A.swift:3:2"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"ATests.S/two(_:)/A.swift:9:2"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"ATests.S/two(_:)/A.swift:9:2"},"version":0}
        {"kind":"event","payload":{"kind":"issueRecorded","testID":"ATests.S/one()/A.swift:3:2","issue":{"isKnown":false,"sourceLocation":{"_filePath":"/x/Tests/ATests/A.swift","line":4,"column":5,"fileID":"ATests/A.swift"}},"messages":[{"symbol":"fail","text":"Expectation failed"}]},"version":0}
        {"kind":"event","payload":{"kind":"issueRecorded","testID":"ATests.S/two(_:)/A.swift:9:2","issue":{"isKnown":true,"sourceLocation":{"_filePath":"/x/Tests/ATests/A.swift","line":10,"column":5,"fileID":"ATests/A.swift"}},"messages":[{"symbol":"fail","text":"known"}]},"version":0}
        not json
        """

    @Test("tests are counted once each, suites and tests that did not start are not, and known issues are left out")
    func counting() {
        let log = TestEventLog(jsonLines: Data(stream.utf8))
        #expect(log.startedTests == ["ATests.S/one()/A.swift:3:2", "ATests.S/two(_:)/A.swift:9:2"])
        #expect(log.startedTests(inModule: "ATests").count == 2)
        #expect(log.startedTests(inModule: "BTests").isEmpty)
        #expect(
            log.issues == [
                TestEventLog.Issue(
                    testID: "ATests.S/one()/A.swift:3:2", filePath: "/x/Tests/ATests/A.swift", line: 4, column: 5, message: "Expectation failed"
                )
            ])
    }
}
