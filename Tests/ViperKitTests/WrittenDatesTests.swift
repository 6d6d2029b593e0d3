import Foundation
import Testing

@testable import ViperKit

@Suite("Written dates: a date is written once per shape")
struct WrittenDatesTests {
    let date = Date(timeIntervalSince1970: 1_795_357_800)

    @Test("a date written before is not written again; another shape or another date is")
    func writesOncePerShape() {
        let written = WrittenDates()
        var writes = 0
        func string(_ date: Date, _ shape: WrittenDates.Shape) -> String {
            written.string(for: date, in: shape) {
                writes += 1
                return "\(shape) \(date.timeIntervalSince1970)"
            }
        }
        #expect(string(date, .day) == "day 1795357800.0")
        #expect(string(date, .day) == "day 1795357800.0")
        #expect(writes == 1)
        #expect(string(date, .time) == "time 1795357800.0")
        #expect(string(date.addingTimeInterval(60), .day) == "day 1795357860.0")
        #expect(writes == 3)
    }

    @Test("once full it starts over, holding no more than its capacity")
    func startsOverWhenFull() {
        let written = WrittenDates()
        var writes = 0
        for minute in 0 ... WrittenDates.capacity {
            _ = written.string(for: date.addingTimeInterval(Double(minute) * 60), in: .time) {
                writes += 1
                return ""
            }
        }
        #expect(writes == WrittenDates.capacity + 1)
        // The first date went when the cache started over; the last one stayed.
        _ = written.string(for: date, in: .time) {
            writes += 1
            return ""
        }
        _ = written.string(for: date.addingTimeInterval(Double(WrittenDates.capacity) * 60), in: .time) {
            writes += 1
            return ""
        }
        #expect(writes == WrittenDates.capacity + 2)
    }
}
