import Foundation

/// Parsers for the date formats the services use. Pure functions of their input: no locale,
/// no time zone database, no clock.
public enum DateParsing {
    /// ISO 8601 / RFC 3339 as GitHub sends it: `2011-01-26T19:01:12Z`, with optional fraction
    /// and `±hh:mm` offset; also `2017-01-01 00:00:00` (read as UTC) and a bare `2017-01-01`.
    public static func iso8601(_ text: String) -> Date? {
        var scanner = DateScanner(text.trimmingSpaces())
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2)
        else { return nil }
        if scanner.isAtEnd {
            return date(year, month, day, 0, 0, 0, fraction: 0, offset: 0)
        }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
            let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2)
        else { return nil }
        let second = scanner.skip(":") ? scanner.number(digits: 2) : 0
        guard let second else { return nil }
        let fraction = scanner.skip(".") || scanner.skip(",") ? scanner.fraction() : 0
        guard let fraction, let offset = scanner.isoOffset(), scanner.isAtEnd else { return nil }
        return date(year, month, day, hour, minute, second, fraction: fraction, offset: offset)
    }

    /// RFC 822 / RFC 1123 as RSS `pubDate` uses it: `Thu, 06 Nov 2014 17:20:16 -0800`; the
    /// weekday and seconds are optional, two-digit years and the US zone names are accepted.
    public static func rfc822(_ text: String) -> Date? {
        var words = text.trimmingSpaces().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let first = words.first, first.hasSuffix(",") || weekdays.contains(first.lowercasedASCII()) {
            words.removeFirst()
        }
        guard words.count == 5 || words.count == 4,
            let day = Int(words[0]),
            let month = months.firstIndex(of: String(words[1].prefix(3)).lowercasedASCII()).map({ $0 + 1 }),
            let rawYear = Int(words[2]), words[2].count == 2 || words[2].count == 4
        else { return nil }
        let year = words[2].count == 2 ? (rawYear < 50 ? 2000 + rawYear : 1900 + rawYear) : rawYear
        let time = words[3].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard time.count == 2 || time.count == 3, time.allSatisfy({ $0 != nil }),
            let offset = words.count == 5 ? zoneOffset(words[4]) : 0
        else { return nil }
        let second = time.count == 3 ? time[2] ?? 0 : 0
        return date(year, month, day, time[0] ?? 0, time[1] ?? 0, second, fraction: 0, offset: offset)
    }

    private static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let namedZones: [String: Int] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0,
        "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
    ]

    /// Offset in seconds east of UTC for `+0900`, `-08:00` or a zone name.
    private static func zoneOffset(_ zone: String) -> Int? {
        if let hours = namedZones[zone.lowercasedASCII()] { return hours * 3_600 }
        var scanner = DateScanner(zone)
        guard let offset = scanner.isoOffset(), scanner.isAtEnd else { return nil }
        return offset
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int,
                             fraction: Double, offset: Int) -> Date? {
        guard let seconds = CivilTime.epochSeconds(year: year, month: month, day: day,
                                                   hour: hour, minute: minute, second: second)
        else { return nil }
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }
}

/// A cursor over ASCII date text.
private struct DateScanner {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    var isAtEnd: Bool { position == characters.count }

    mutating func skip(_ literal: Character) -> Bool {
        guard position < characters.count, characters[position] == literal else { return false }
        position += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard position + digits <= characters.count else { return nil }
        let slice = characters[position..<position + digits]
        guard slice.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(String(slice)) else { return nil }
        position += digits
        return value
    }

    /// Digits after a decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
        let start = position
        while position < characters.count, characters[position].isASCII, characters[position].isNumber { position += 1 }
        guard position > start else { return nil }
        return Double("0." + String(characters[start..<position]))
    }

    /// `Z`, `+hh:mm`, `+hhmm`, `+hh`, or nothing (UTC), in seconds east of UTC.
    mutating func isoOffset() -> Int? {
        if isAtEnd || skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
        guard let hours = number(digits: 2) else { return nil }
        _ = skip(":")
        let minutes = isAtEnd ? 0 : number(digits: 2)
        guard let minutes, hours <= 23, minutes <= 59 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}
