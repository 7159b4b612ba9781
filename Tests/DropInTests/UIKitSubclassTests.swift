import RxCocoa
import RxSwift
import UIKit
import XCTest

/// Classes an app subclasses, written as UIKit code writes them (designated initializers
/// overridden, the coder initializer required); what RxCocoa calls reaches their overrides.
private final class CountingTableView: UITableView {
    var reloads = 0

    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        separatorStyle = .none
    }

    required init?(coder: NSCoder) { nil }

    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

private final class RecordingRefreshControl: UIRefreshControl {
    var calls: [String] = []
    override func beginRefreshing() {
        calls.append("begin")
        super.beginRefreshing()
    }

    override func endRefreshing() {
        calls.append("end")
        super.endRefreshing()
    }
}

private final class RecordingSpinner: UIActivityIndicatorView {
    var calls: [String] = []

    override init(style: UIActivityIndicatorView.Style) {
        super.init(style: style)
        hidesWhenStopped = false
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func startAnimating() {
        calls.append("start")
        super.startAnimating()
    }

    override func stopAnimating() {
        calls.append("stop")
        super.stopAnimating()
    }
}

private final class BrandSwitch: UISwitch {
    var setOnCalls = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        onTintColor = .green
    }

    required init?(coder: NSCoder) { nil }

    override func setOn(_ on: Bool, animated: Bool) {
        setOnCalls += 1
        super.setOn(on, animated: animated)
    }
}

final class UIKitSubclassTests: XCTestCase {
    func testItemsReloadThroughTheSubclasssReloadData() {
        MainActor.assumeIsolated { () -> Void in
            let table = CountingTableView(frame: .zero, style: .plain)
            let bag = DisposeBag()
            Observable.just(["a", "b"]).bind(to: table.rx.items) { _, _, name in
                let cell = UITableViewCell(style: .default, reuseIdentifier: "Name")
                cell.textLabel?.text = name
                return cell
            }.disposed(by: bag)
            XCTAssertEqual(table.reloads, 1)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(table.separatorStyle, .none)
        }
    }

    func testRefreshingBinderCallsTheSubclasssOverrides() {
        MainActor.assumeIsolated { () -> Void in
            let control = RecordingRefreshControl()
            let bag = DisposeBag()
            Observable.of(true, false).bind(to: control.rx.isRefreshing).disposed(by: bag)
            XCTAssertEqual(control.calls, ["begin", "end"])
            XCTAssertFalse(control.isRefreshing)
        }
    }

    func testAnimatingBinderCallsTheSubclasssOverrides() {
        MainActor.assumeIsolated { () -> Void in
            let spinner = RecordingSpinner(style: .large)
            let bag = DisposeBag()
            Observable.of(true, false).bind(to: spinner.rx.isAnimating).disposed(by: bag)
            XCTAssertEqual(spinner.calls, ["start", "stop"])
            XCTAssertEqual(spinner.style, .large)
            XCTAssertFalse(spinner.hidesWhenStopped)
        }
    }

    func testAControlMadeByItsFrameInitializerStartsAsUIKitsDoes() {
        MainActor.assumeIsolated { () -> Void in
            let toggle = BrandSwitch(frame: .zero)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(toggle.onTintColor, .green)
            toggle.setOn(true, animated: false)
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(toggle.setOnCalls, 1)
            XCTAssertEqual(UISearchBar(frame: .zero).text, "")
            XCTAssertEqual(UISlider(frame: .zero).value, 0)
        }
    }

    func testSegmentsFromItemsOfStringsAndImages() {
        MainActor.assumeIsolated { () -> Void in
            let control = UISegmentedControl(items: ["One", UIImage(systemName: "star") as Any, "Three"])
            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertEqual(control.titleForSegment(at: 0), "One")
            XCTAssertEqual(control.titleForSegment(at: 1), "")
            XCTAssertEqual(control.imageForSegment(at: 1), UIImage(systemName: "star"))
            XCTAssertNil(control.imageForSegment(at: 0))
            XCTAssertEqual(control.titleForSegment(at: 2), "Three")
            XCTAssertEqual(UISegmentedControl(items: nil).numberOfSegments, 0)
        }
    }
}

/// A button that dims itself, as custom buttons do: the overridden properties' observers run
/// when RxCocoa's binders set them.
private final class DimmingButton: UIButton {
    var changes: [String] = []
    override var isEnabled: Bool { didSet { changes.append("enabled \(isEnabled)") } }
    override var isHighlighted: Bool { didSet { changes.append("highlighted \(isHighlighted)") } }
    override var isSelected: Bool { didSet { changes.append("selected \(isSelected)") } }
    override var alpha: CGFloat { didSet { changes.append("alpha \(alpha)") } }
}

private final class FocusField: UITextField {
    var focusCalls = 0
    override func becomeFirstResponder() -> Bool {
        focusCalls += 1
        return super.becomeFirstResponder()
    }
}

final class UIKitOverriddenPropertyTests: XCTestCase {
    func testBindersSetTheSubclasssOverriddenProperties() {
        MainActor.assumeIsolated { () -> Void in
            let button = DimmingButton(frame: .zero)
            let bag = DisposeBag()
            Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
            Observable.just(true).bind(to: button.rx.isHighlighted).disposed(by: bag)
            Observable.just(true).bind(to: button.rx.isSelected).disposed(by: bag)
            Observable.just(0.5).bind(to: button.rx.alpha).disposed(by: bag)
            XCTAssertEqual(button.changes, ["enabled false", "highlighted true", "selected true", "alpha 0.5"])
        }
    }

    func testAFieldsOverriddenBecomeFirstResponderRuns() {
        MainActor.assumeIsolated { () -> Void in
            let field = FocusField(frame: .zero)
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertEqual(field.focusCalls, 1)
            XCTAssertTrue(field.isFirstResponder)
        }
    }
}

/// A view that overrides only UIKit's designated initializers, made by `init()` as iOS code
/// makes it: rxs's own initializers are convenience ones, so the subclass inherits `init()`.
private final class BadgeView: UIView {
    private(set) var setUp = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class BadgeLabel: UILabel {
    private(set) var setUp = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class UIKitInheritedInitializerTests: XCTestCase {
    func testASubclassMadeByInitRunsItsFrameInitializer() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertTrue(BadgeView().setUp)
            let label = BadgeLabel()
            XCTAssertTrue(label.setUp)
            XCTAssertFalse(label.isUserInteractionEnabled)
        }
    }

    func testRxsInitializersRunTheSubclasssFrameInitializer() {
        MainActor.assumeIsolated { () -> Void in
            let label = BadgeLabel(id: "badge", text: "3")
            XCTAssertTrue(label.setUp)
            XCTAssertEqual(label.text, "3")
        }
    }

    func testDefaultViewsAreMadeAsUIKitMakesThem() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UITableView().style, .plain)
            XCTAssertEqual(UITableView(id: "t").frame.size, CGSize(width: 390, height: 844))
            XCTAssertEqual(UIScrollView(id: "s", contentHeight: 10).contentSize, CGSize(width: 390, height: 10))
            XCTAssertEqual(UIStackView().arrangedSubviews.count, 0)
            XCTAssertFalse(UIImageView(id: "i").isUserInteractionEnabled)
            XCTAssertEqual(UITextField(id: "f").text, "")
        }
    }
}
