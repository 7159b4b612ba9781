import Foundation

/// As UIKit's `UICalendarViewDelegate`.
@preconcurrency @MainActor public protocol UICalendarViewDelegate: AnyObject {
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        nil
    }
}

/// As UIKit's `UICalendarSelection`: how a calendar view selects.
open class UICalendarSelection: NSObject {
    public override init() {
        super.init()
    }
}

/// As UIKit's `UICalendarSelectionSingleDateDelegate`.
@preconcurrency @MainActor public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        true
    }
}

/// As UIKit's `UICalendarSelectionSingleDate` (iOS 16): code may select a date; no command
/// picks one in a calendar (a date picker is what flows drive).
open class UICalendarSelectionSingleDate: UICalendarSelection {
    public private(set) weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    open var selectedDate: DateComponents?

    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
    }
}

/// As UIKit's `UICalendarSelectionMultiDateDelegate`.
@preconcurrency @MainActor public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
}

/// As UIKit's `UICalendarSelectionMultiDate` (iOS 16): kept as code sets it.
open class UICalendarSelectionMultiDate: UICalendarSelection {
    public private(set) weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    open var selectedDates: [DateComponents] = []

    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }
}

/// As UIKit's `UICalendarView` (iOS 16): kept with its settings and selection, not shown in
/// a session's screen.
open class UICalendarView: UIView {
    open var calendar = Calendar(identifier: .gregorian)
    open var locale = Locale(identifier: "en_US_POSIX")
    open var timeZone: TimeZone?
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    open var visibleDateComponents = DateComponents()
    open var selectionBehavior: UICalendarSelection?
    open weak var delegate: (any UICalendarViewDelegate)?
    open var wantsDateDecorations = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        visibleDateComponents = dateComponents
    }

    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

    /// As `UICalendarView.Decoration`: kept.
    open class Decoration: NSObject {
        public override init() {
            super.init()
        }

        open class func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration { Decoration() }
        open class func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration()
        }
    }

    /// As `UICalendarView.DecorationSize`.
    public enum DecorationSize: Int, Sendable {
        case small, medium, large
    }
}
