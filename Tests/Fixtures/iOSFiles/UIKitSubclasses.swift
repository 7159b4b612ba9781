// Classes iOS lets an app subclass, written as iOS code subclasses them: designated
// initializers overridden, the coder initializer required, the usual overrides.
import UIKit
import RxSwift
import RxCocoa

class SelfSizingTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        separatorStyle = .none
    }
    required init?(coder: NSCoder) { nil }
    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { contentSize }
    override func reloadData() { super.reloadData() }
    override func layoutSubviews() { super.layoutSubviews() }
}
final class GridView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }
    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
    override func reloadData() { super.reloadData() }
}
final class RoundSearchBar: UISearchBar {
    override init(frame: CGRect) { super.init(frame: frame); placeholder = "Search" }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() { super.layoutSubviews() }
}
final class TintedRefresh: UIRefreshControl {
    override init() { super.init(); tintColor = .gray }
    required init?(coder: NSCoder) { nil }
    override func beginRefreshing() { super.beginRefreshing() }
    override func endRefreshing() { super.endRefreshing() }
}
final class BrandSwitch: UISwitch {
    override init(frame: CGRect) { super.init(frame: frame); onTintColor = .green }
    required init?(coder: NSCoder) { nil }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
}
final class ThickSlider: UISlider {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
    override func setValue(_ value: Float, animated: Bool) { super.setValue(value, animated: animated) }
}
final class Tabs: UISegmentedControl {
    override init(items: [Any]?) { super.init(items: items) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}
final class Spinner: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) { super.init(style: style); hidesWhenStopped = true }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func startAnimating() { super.startAnimating() }
    override func stopAnimating() { super.stopAnimating() }
}
final class CloseItem: UIBarButtonItem {
    override init() { super.init() }
    required init?(coder: NSCoder) { nil }
}
final class Picker: UIPickerView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}
final class Counter: UIStepper {
    override init(frame: CGRect) { super.init(frame: frame); maximumValue = 9 }
    required init?(coder: NSCoder) { nil }
}
final class Bar: UIProgressView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}
final class Dots: UIPageControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}
final class DayPicker: UIDatePicker {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}
final class Tabbar: UITabBar {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
}
final class GradientLayer: CALayer {
    override init() { super.init() }
    required init?(coder: NSCoder) { nil }
}
final class BrandAlert: UIAlertController {}
final class HighlightingButton: UIButton {
    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.5 : 1 } }
    override var isEnabled: Bool { didSet { backgroundColor = isEnabled ? .blue : .gray } }
    override var isSelected: Bool { didSet { tintColor = isSelected ? .white : .black } }
}
final class CardView: UIView {
    override var frame: CGRect { didSet { setNeedsLayout() } }
    override var isHidden: Bool { didSet { alpha = isHidden ? 0 : 1 } }
    override var backgroundColor: UIColor? { didSet { layer.cornerRadius = 8 } }
}
final class FocusTextField: UITextField {
    override var canBecomeFirstResponder: Bool { isEnabled }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
}
final class MutedLabel: UILabel {
    override var textColor: UIColor? { didSet {} }
    override var font: UIFont? { didSet {} }
}
/// A view made by `init()`, as iOS code makes one when it overrides only UIKit's designated
/// initializers.
final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class CountBadgeLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
@MainActor
func makeDefaultViews() -> [UIView] {
    [BadgeView(), CountBadgeLabel(), UIStackView(), UITableView(), UIScrollView(), UISearchBar(), UISwitch(), UIImageView(), UITextView()]
}
