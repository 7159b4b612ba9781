import RxCocoa
import RxSwift
import Foundation

/// A date picker, as `UIDatePicker`: a user pick sets `date` (kept within the minimum and
/// maximum) and sends `.valueChanged`. Snapshots show the date in UTC, as `2026-12-24`
/// (`.date`), `09:30` (`.time`) or `2026-12-24 09:30` (`.dateAndTime`), so they are the
/// same on every machine.
public final class UIDatePicker: UIControl, _ViewElement {
    /// As UIKit's `init(frame:)`: a view with no id (one a screen does not list).
    public override convenience init(frame: CGRect) {
        self.init(id: "")
        self.frame = frame
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
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

    public init(id: String = "", date: Date = Date(timeIntervalSince1970: 0)) {
        self.date = date
        super.init(id: id)
    }

    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    func userPick(_ date: Date) throws(_UserInputError) {
        var picked = date
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        try userChange("date pick") { self.date = picked }
    }

    /// `2026-12-24`, `2026-12-24 09:30` or `09:30` (for today's date in this picker) in UTC.
    public func date(parsing text: String) -> Date? {
        let parts = text.split(separator: " ")
        var day = DateComponents()
        var time = (hour: 0, minute: 0)
        for part in parts {
            let fields = part.split(separator: part.contains(":") ? ":" : "-").map { Int($0) }
            guard !fields.contains(nil) else { return nil }
            let numbers = fields.compactMap { $0 }
            if part.contains(":") {
                guard numbers.count == 2, (0..<24).contains(numbers[0]), (0..<60).contains(numbers[1]) else { return nil }
                time = (numbers[0], numbers[1])
            } else {
                guard numbers.count == 3, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else { return nil }
                (day.year, day.month, day.day) = (numbers[0], numbers[1], numbers[2])
            }
        }
        guard !parts.isEmpty, parts.count <= 2 else { return nil }
        if day.year == nil {
            let current = Self.calendar.dateComponents([.year, .month, .day], from: date)
            (day.year, day.month, day.day) = (current.year, current.month, current.day)
        }
        day.hour = time.hour
        day.minute = time.minute
        guard let parsed = Self.calendar.date(from: day),
              Self.calendar.component(.day, from: parsed) == day.day else { return nil }
        return parsed
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

    public func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .datePicker, properties: [
                "date": .string(shownDate), "enabled": .bool(isEnabled), "hidden": .bool(isHidden),
            ])
        }
    }
}

extension Reactive where Base: UIDatePicker {
    public var date: ControlProperty<Date> { value }

    public var value: ControlProperty<Date> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.date }, setter: { $0.date = $1 })
    }

    public var countDownDuration: ControlProperty<TimeInterval> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.countDownDuration },
                        setter: { $0.countDownDuration = $1 })
    }
}
