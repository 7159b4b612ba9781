import RxCocoa
import RxSwift
import Foundation

/// A date picker, as `UIDatePicker`: a user pick sets `date` (kept within the minimum and
/// maximum) and sends `.valueChanged`. Snapshots show the date in UTC, as `2026-12-24`
/// (`.date`), `09:30` (`.time`) or `2026-12-24 09:30` (`.dateAndTime`), so they are the
/// same on every machine.
open class UIDatePicker: UIControl, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        date = Date(timeIntervalSince1970: 0)
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        date = Date(timeIntervalSince1970: 0)
        super.init(coder: coder)
    }

    public enum Mode: Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    public var date: Date {
        didSet { noteChange() }
    }
    public var datePickerMode = Mode.dateAndTime {
        didSet { noteChange() }
    }
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var countDownDuration: TimeInterval = 0
    /// As UIKit's (iOS 13.4): kept, not shown (DatePicker+Style.swift).
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic

    public convenience init(id: String = "", date: Date = Date(timeIntervalSince1970: 0)) {
        self.init(frame: .zero)
        self.id = id
        self.date = date
    }

    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    func userPick(_ date: Date) throws(_UserInputError) {
        var picked = date
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        try userChange("date") { self.date = picked }
    }

    /// The years a picker takes: four digits, as it shows them (`0001-01-01` to `9999-12-31`).
    public static let _years = 1...9999

    /// `2026-12-24`, `2026-12-24 09:30` or `09:30` (for today's date in this picker) in UTC;
    /// nil when the text is no such date or its year is outside `_years`.
    package func date(parsing text: String) -> Date? {
        if case .date(let date) = _reading(text) { return date }
        return nil
    }

    /// What the picker makes of `text`: the date, or why it is none. Every field is plain
    /// digits, so a date either reads as written or is refused; a negative year
    /// (`-99999-01-01`) is out of range, never read without its sign.
    public func _reading(_ text: String) -> _DateReading {
        let parts = text.split(separator: " ")
        guard !parts.isEmpty, parts.count <= 2 else { return .notADate }
        var day = DateComponents()
        var time = (hour: 0, minute: 0)
        var yearOutOfRange = false
        for var part in parts {
            let isTime = part.contains(":")
            // A negative year reads as one, to be refused as out of range.
            let negative = !isTime && part.hasPrefix("-")
            if negative { part = part.dropFirst() }
            let fields = part.split(separator: isTime ? ":" : "-", omittingEmptySubsequences: false)
            guard fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }) else { return .notADate }
            if isTime {
                guard fields.count == 2, let hour = Int(fields[0]), let minute = Int(fields[1]),
                      (0..<24).contains(hour), (0..<60).contains(minute) else { return .notADate }
                time = (hour, minute)
            } else {
                guard fields.count == 3, let month = Int(fields[1]), let date = Int(fields[2]),
                      (1...12).contains(month), (1...31).contains(date) else { return .notADate }
                // Digits past what an Int holds are a year out of range too.
                let year = Int(fields[0]) ?? Int.max
                yearOutOfRange = negative || !Self._years.contains(year)
                (day.year, day.month, day.day) = (year, month, date)
            }
        }
        if yearOutOfRange { return .yearOutOfRange }
        if day.year == nil {
            let current = Self.calendar.dateComponents([.year, .month, .day], from: date)
            (day.year, day.month, day.day) = (current.year, current.month, current.day)
        }
        day.hour = time.hour
        day.minute = time.minute
        guard let parsed = Self.calendar.date(from: day),
              Self.calendar.component(.day, from: parsed) == day.day else { return .notADate }
        return .date(parsed)
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    var shownDate: String {
        let parts = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let day = "\(String(format: "%04d", parts.year ?? 0))-\(two(parts.month))-\(two(parts.day))"
        let time = "\(two(parts.hour)):\(two(parts.minute))"
        switch datePickerMode {
        case .date: return day
        case .time, .countDownTimer: return time
        case .dateAndTime: return day + " " + time
        }
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .datePicker, properties: [
                "date": .string(shownDate), "enabled": .bool(isEnabled), "hidden": .bool(isHidden),
            ])
        }
    }
}

/// What a date picker makes of a typed date (`_Window.pickDate`).
public enum _DateReading: Equatable, Sendable {
    case date(Date)
    /// Not `YYYY-MM-DD`, `HH:MM` or both, or no such day (`2026-02-30`).
    case notADate
    /// Written as a date, but its year is outside `UIDatePicker._years`.
    case yearOutOfRange
}

extension Reactive where Base: UIDatePicker {
    @preconcurrency @MainActor public var date: ControlProperty<Date> { value }

    @preconcurrency @MainActor public var value: ControlProperty<Date> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.date }, setter: { $0.date = $1 })
    }

    @preconcurrency @MainActor public var countDownDuration: ControlProperty<TimeInterval> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.countDownDuration },
                        setter: { $0.countDownDuration = $1 })
    }
}
