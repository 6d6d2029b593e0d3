import Foundation

/// The one formatting context every presenter takes from its builder: the user's language and time
/// zone, and how every screen writes dates and times in them (day before month, 24-hour time,
/// Gregorian calendar), so an item's date, an order's date and an offline notice's time read alike
/// everywhere. A presenter reads its string table in ``language``, writes money and numbers for
/// ``locale``, and a module that needs another date shape (a day heading, say) builds it from
/// ``locale``, ``timeZone`` and ``calendar``.
///
/// ```swift
/// let formatting = Formatting(timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// formatting.day(date)          // "21 Oct 2020"
/// formatting.dayAndTime(date)   // "14 Nov 2023 at 08:05"
/// formatting.time(date)         // "08:05"
/// formatting.savedAt(date, now: .now)  // "at 08:05" today, "on 14 Nov 2023 at 08:05" before
///
/// let german = Formatting(timeZone: .current, language: .german)
/// german.dayAndTime(date)  // "14. Nov. 2023, 08:05"
/// german.savedAt(date, now: .now)  // "um 08:05", "am 14. Nov. 2023, 08:05"
/// ```
public struct Formatting: Sendable {
    /// The time zone dates are written in.
    public let timeZone: TimeZone
    /// The language the words (month names, "at", "on") are in.
    public let language: Language
    /// The language's locale, which month names and the order of the parts come from.
    public var locale: Locale { language.locale }
    /// The Gregorian calendar in ``timeZone``.
    public let calendar: Calendar

    private let strings: StringTable
    private let written = WrittenDates()

    /// A context writing dates in `timeZone` in `language` (English unless told otherwise).
    public init(timeZone: TimeZone = .current, language: Language = .english) {
        self.timeZone = timeZone
        self.language = language
        strings = StringTable(bundle: .module, language: language)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Day, abbreviated month and year: "21 Oct 2020".
    public func day(_ date: Date) -> String {
        written.string(for: date, in: .day) { date.formatted(base.day().month(.abbreviated).year()) }
    }

    /// Day, abbreviated month, year and two-digit 24-hour time: "14 Nov 2023 at 08:05".
    public func dayAndTime(_ date: Date) -> String {
        written.string(for: date, in: .dayAndTime) {
            date.formatted(base.day().month(.abbreviated).year().hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
        }
    }

    /// Two-digit 24-hour time: "08:05".
    public func time(_ date: Date) -> String {
        written.string(for: date, in: .time) { date.formatted(base.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)) }
    }

    /// When something was saved, for a notice: "at 08:05" when it was on the same day as `now`,
    /// "on 14 Nov 2023 at 22:13" when it was not ("um 08:05", "am 14. Nov. 2023, 22:13" in German).
    public func savedAt(_ date: Date, now: Date) -> String {
        calendar.isDate(date, inSameDayAs: now)
            ? strings.format("date.saved-today", time(date))
            : strings.format("date.saved-earlier", dayAndTime(date))
    }

    /// The style with no fields yet, in this locale, calendar and time zone.
    private var base: Date.FormatStyle {
        Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
    }
}
