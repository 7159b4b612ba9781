import Foundation

/// Calendar arithmetic for the proleptic Gregorian calendar in UTC, done by hand so date
/// parsing and formatting never depend on the locale, the time zone database or the clock.
enum CivilTime {
    /// Seconds since 1970-01-01T00:00:00Z for a UTC date and time; nil for impossible dates.
    static func epochSeconds(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int? {
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        return daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// `2023-11-14 22:13:20 UTC`; a date outside ±10^15 s (about 30 million years), NaN or
    /// infinite is described rather than converted (converting would trap).
    static func utcText(for date: Date) -> String {
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard interval.isFinite, abs(interval) < 1e15 else { return "an unrepresentable time" }
        let total = Int(interval)
        let days = total >= 0 ? total / 86_400 : -((-total + 86_399) / 86_400)
        let secondsOfDay = total - days * 86_400
        let (year, month, day) = civilFromDays(days)
        return "\(year)-\(twoDigits(month))-\(twoDigits(day)) "
            + "\(twoDigits(secondsOfDay / 3_600)):\(twoDigits(secondsOfDay % 3_600 / 60)):\(twoDigits(secondsOfDay % 60)) UTC"
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The days-from-civil formula (as described by H. Hinnant): day 0 is 1970-01-01.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
