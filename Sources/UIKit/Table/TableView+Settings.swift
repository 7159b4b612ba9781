import Foundation

/// A table's settings that only change how rows are laid out or fetched, as UIKit's: kept and
/// not shown (rows are listed by their content, not placed). Made when first set, so a table
/// that sets none carries one nil reference.
@MainActor final class TableViewSettings {
    var sectionHeaderTopPadding = UITableView.automaticDimension
    var fillerRowHeight = UITableView.automaticDimension
    var isPrefetchingEnabled = true
    var selfSizingInvalidation = UITableView.SelfSizingInvalidation.enabled
}

extension UITableView {
    /// As `UITableView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled, enabled, enabledIncludingConstraints
    }

    private var tableSettings: TableViewSettings {
        if let made = settings.table { return made }
        let made = TableViewSettings()
        settings.table = made
        return made
    }

    /// As UIKit's (iOS 15): kept, not shown.
    public var sectionHeaderTopPadding: CGFloat {
        get { settings.table?.sectionHeaderTopPadding ?? UITableView.automaticDimension }
        set { tableSettings.sectionHeaderTopPadding = newValue }
    }
    /// As UIKit's (iOS 15): kept, not shown (there are no filler rows to draw).
    public var fillerRowHeight: CGFloat {
        get { settings.table?.fillerRowHeight ?? UITableView.automaticDimension }
        set { tableSettings.fillerRowHeight = newValue }
    }
    /// As UIKit's (iOS 15): kept; the prefetch data source is asked as before.
    public var isPrefetchingEnabled: Bool {
        get { settings.table?.isPrefetchingEnabled ?? true }
        set { tableSettings.isPrefetchingEnabled = newValue }
    }
    /// As UIKit's (iOS 16): kept, not applied (cells are not sized).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { settings.table?.selfSizingInvalidation ?? .enabled }
        set { tableSettings.selfSizingInvalidation = newValue }
    }
}
