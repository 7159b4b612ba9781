extension UITableViewCell {
    /// As `UITableViewCell.SeparatorStyle`, a table's `separatorStyle`: drawing only, not shown.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
}
