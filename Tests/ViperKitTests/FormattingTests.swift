import Foundation
import Testing
import ViperKit

@Suite("Formatting: how every screen writes dates")
struct FormattingTests {
    /// 22 Nov 2026, 14:30 UTC.
    let date = Date(timeIntervalSince1970: 1_795_357_800)

    @Test(
        "a date is written in the injected time zone: day, abbreviated month, year and two-digit 24-hour time",
        arguments: [
            ("UTC", "22 Nov 2026", "22 Nov 2026 at 14:30", "14:30"),
            ("Asia/Tokyo", "22 Nov 2026", "22 Nov 2026 at 23:30", "23:30"),
            ("Pacific/Kiritimati", "23 Nov 2026", "23 Nov 2026 at 04:30", "04:30"),
        ])
    func timeZones(zone: String, day: String, dayAndTime: String, time: String) throws {
        let style = Formatting(timeZone: try #require(TimeZone(identifier: zone)))
        #expect(style.day(date) == day)
        #expect(style.dayAndTime(date) == dayAndTime)
        #expect(style.time(date) == time)
    }

    @Test("a saved time reads “at 14:30” on the same day and “on 21 Nov 2026 at 14:30” before it, by the style's time zone")
    func savedAt() throws {
        let utc = Formatting(timeZone: try #require(TimeZone(identifier: "UTC")))
        #expect(utc.savedAt(date, now: date.addingTimeInterval(3_600)) == "at 14:30")
        #expect(utc.savedAt(date.addingTimeInterval(-86_400), now: date) == "on 21 Nov 2026 at 14:30")
        // 14:30 UTC and 10:00 UTC the next day are the same day in Honolulu (04:30 and 00:00).
        let honolulu = Formatting(timeZone: try #require(TimeZone(identifier: "Pacific/Honolulu")))
        #expect(honolulu.savedAt(date, now: date.addingTimeInterval(9.5 * 3_600)).hasPrefix("at "))
    }

    @Test("German writes the same date its own way, and says when something was saved in German")
    func german() throws {
        let german = Formatting(timeZone: try #require(TimeZone(identifier: "UTC")), language: .german)
        #expect(german.day(date) == "22. Nov. 2026")
        #expect(german.dayAndTime(date) == "22. Nov. 2026, 14:30")
        #expect(german.savedAt(date, now: date.addingTimeInterval(3_600)) == "um 14:30")
        #expect(german.savedAt(date.addingTimeInterval(-86_400), now: date) == "am 21. Nov. 2026, 14:30")
    }
}
