import Foundation
import Synchronization

/// Prints seeding progress in steps of a tenth, so seeding a million items shows it is moving.
final class SeedProgressPrinter: Sendable {
    private let lastTenth = Mutex(-1)

    func report(_ done: Int, of total: Int) {
        guard total > 0 else { return }
        let tenth = done * 10 / total
        let shouldPrint = lastTenth.withLock { last in
            guard tenth > last else { return false }
            last = tenth
            return true
        }
        if shouldPrint {
            Console.line("Seeding items: \(done)/\(total) (\(tenth * 10)%)")
        }
    }
}
