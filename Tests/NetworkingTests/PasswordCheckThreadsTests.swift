import Foundation
import Testing

@testable import DemoAPI

@Suite("Password check threads")
struct PasswordCheckThreadsTests {
    @Test("checks run on threads of their own, one per core, half of them ahead of page work, and each answer reaches its own caller")
    func checksRunOnTheirOwnThreads() async {
        let threads = PasswordCheckThreads.shared
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(threads.count == max(1, cores))
        #expect(threads.ahead == max(1, cores / 2))
        let answers = await withTaskGroup(of: (Int, Int, String?).self) { group in
            for number in 0 ..< 16 {
                group.addTask { await threads.run { (number, number * number, Self.threadName()) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 16)
        #expect(answers.allSatisfy { $0.1 == $0.0 * $0.0 })
        let names = Set(answers.compactMap(\.2))
        #expect(!names.isEmpty && names.count <= threads.count)
        #if os(Linux)
        #expect(names.allSatisfy { $0.hasPrefix("password-") }, "\(names)")
        #endif
    }

    /// The calling thread's name as the system keeps it.
    private static func threadName() -> String? {
        #if os(Linux)
        return (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
        #else
        return Thread.current.name
        #endif
    }
}
