extension UITableView {
    /// As `UITableView.Style`; the style is layout and is not shown.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How rows change in a batch update, as `UITableView.RowAnimation`: accepted, not drawn.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow` and `selectRow` bring a row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }
}
