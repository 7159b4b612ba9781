import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// Binding code written for UIKit, compiled against RxUI's names.
extension Reactive where Base: UILabel {
    @MainActor fileprivate var warning: Binder<Bool> {
        Binder(base) { label, warn in label.textColor = warn ? .red : nil }
    }
}

private final class ControlsViewController: ViewController {
    let wifi = UISwitch(id: "wifi", isOn: true)
    let volume = UISlider(id: "volume", value: 0.5)
    let count = UIStepper(id: "count", value: 1)
    let mode = UISegmentedControl(id: "mode", items: ["Day", "Night", "Auto"])
    let birthday = UIDatePicker(id: "birthday")
    let size = UIPickerView(id: "size")
    let progress = UIProgressView(id: "progress")
    let pages = UIPageControl(id: "pages")
    let notes = UITextView(id: "notes")
    let scroller = UIScrollView(id: "scroller", contentHeight: 2000)
    let password = UITextField(id: "password")
    let photo = UIImageView(id: "photo")
    let spinner = UIActivityIndicatorView(id: "spinner")
    let done = UIBarButtonItem(id: "done", title: "Done")
    let status = UILabel(id: "status")
    let tap = UITapGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()
    let press = UILongPressGestureRecognizer()

    init(environment: Environment) {
        super.init(name: "controls", environment: environment)
    }

    override var elements: [any ViewElement] {
        [wifi, volume, count, mode, birthday, size, progress, pages, notes, scroller, password, photo, spinner, done, status]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        birthday.datePickerMode = .date
        pages.numberOfPages = 3
        swipe.direction = .left
        status.isUserInteractionEnabled = true
        view.addGestureRecognizer(tap)
        status.addGestureRecognizer(swipe)
        status.addGestureRecognizer(press)
    }
}

final class UIKitControlsTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))
    private let bag = DisposeBag()

    @MainActor private func open() throws -> ControlsViewController {
        var registry = ScreenRegistry()
        registry.register("controls") { ControlsViewController(environment: $0) }
        try window.open("controls", from: registry)
        return try XCTUnwrap(window.topScreen as? ControlsViewController)
    }

    @MainActor private func value(_ path: String) throws -> SnapshotValue {
        try window.snapshot().value(at: path)
    }

    func testSwitchRxIsOnSendsTheCurrentValueThenUserToggles() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var values: [Bool] = []
            screen.wifi.rx.isOn.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            try window.toggle("wifi")
            try window.toggle("wifi", to: true)
            Observable.just(false).bind(to: screen.wifi.rx.isOn).disposed(by: bag)
            XCTAssertEqual(values, [true, false, true], "setting from code sends no event, as UIKit")
            XCTAssertEqual(try value("wifi.on"), .bool(false))
        }
    }

    func testSliderRxValueClampsUserSlides() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var values: [Float] = []
            screen.volume.rx.value.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            try window.slide("volume", to: 0.75)
            try window.slide("volume", to: 3)
            XCTAssertEqual(values, [0.5, 0.75, 1])
            XCTAssertEqual(try value("volume.value"), .int(1))
            try window.slide("volume", to: 0.25)
            XCTAssertEqual(try value("volume.value"), .number(0.25))
        }
    }

    func testStepperRxValueStepsAndStopsAtItsLimit() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            screen.count.maximumValue = 2
            var values: [Double] = []
            screen.count.rx.value.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            try window.step("count", up: true)
            XCTAssertThrowsError(try window.step("count", up: true)) { error in
                XCTAssertEqual("\(error)", "step count: its + button is disabled")
            }
            try window.step("count", up: false)
            XCTAssertEqual(values, [1, 2, 1])
        }
    }

    func testSegmentedControlRxSelectedSegmentIndexByIndexAndTitle() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var values: [Int] = []
            screen.mode.rx.selectedSegmentIndex.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            try window.selectSegment(1, in: "mode")
            try window.selectSegment(titled: "Auto", in: "mode")
            XCTAssertEqual(values, [UISegmentedControl.noSegment, 1, 2])
            XCTAssertEqual(try value("mode.title"), .string("Auto"))
            XCTAssertEqual(try value("mode.segments"), .string("Day|Night|Auto"))
            XCTAssertThrowsError(try window.selectSegment(5, in: "mode"))
            XCTAssertThrowsError(try window.selectSegment(titled: "Dusk", in: "mode")) { error in
                XCTAssertEqual("\(error)", "mode has no \"Dusk\"; its titles: \"Day\", \"Night\", \"Auto\"")
            }
        }
    }

    func testDatePickerRxDateTakesUserPicksShownInUTC() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var dates: [Date] = []
            screen.birthday.rx.date.subscribe(onNext: { dates.append($0) }).disposed(by: bag)
            XCTAssertEqual(try window.pickDate("2026-12-24", in: "birthday"), .date(Date(timeIntervalSince1970: 1_798_070_400)))
            XCTAssertEqual(try window.pickDate("2026-02-30", in: "birthday"), .notADate)
            XCTAssertEqual(dates.count, 2)
            XCTAssertEqual(dates.last?.timeIntervalSince1970, 1_798_070_400)
            XCTAssertEqual(try value("birthday.date"), .string("2026-12-24"))
        }
    }

    /// Years 0001 to 9999, as the picker shows them in four digits; a sign, an empty field or
    /// a year past them is refused and leaves the picker as it was.
    func testDatePickerTakesYears0001To9999AndNothingElse() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            screen.birthday.datePickerMode = .dateAndTime
            // Before 1582 Foundation's Gregorian calendar is Julian, as iOS's is: 0001-01-01 is two
            // days before the proleptic Gregorian one, and shows as written.
            XCTAssertEqual(try window.pickDate("0001-01-01", in: "birthday"), .date(Date(timeIntervalSince1970: -62_135_769_600)))
            XCTAssertEqual(try value("birthday.date"), .string("0001-01-01 00:00"))
            XCTAssertEqual(try window.pickDate("9999-12-31 23:59", in: "birthday"), .date(Date(timeIntervalSince1970: 253_402_300_740)))
            XCTAssertEqual(try value("birthday.date"), .string("9999-12-31 23:59"))
            for outside in ["0000-12-31", "10000-01-01", "-99999-01-01", "99999-01-01", "99999999999999999999999-01-01", "-0001-01-01", "-2026-12-24 09:30"] {
                XCTAssertEqual(try window.pickDate(outside, in: "birthday"), .yearOutOfRange, outside)
            }
            for malformed in ["+2026-01-01", "2026--01-01", "2026-01-+1", "-5:30", "+7:30", "--2026-01-01", "-2026-13-01", "2026-01-01-", ":30", "２０２６-01-01"] {
                XCTAssertEqual(try window.pickDate(malformed, in: "birthday"), .notADate, malformed)
            }
            XCTAssertEqual(try value("birthday.date"), .string("9999-12-31 23:59"))
        }
    }

    func testPickerRxItemTitlesItemSelectedAndModelSelected() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            Observable.just(["S", "M", "L"]).bind(to: screen.size.rx.itemTitles) { _, size in "size \(size)" }
                .disposed(by: bag)
            var picks: [Int] = []
            var models: [[String]] = []
            screen.size.rx.itemSelected.subscribe(onNext: { picks.append($0.row) }).disposed(by: bag)
            screen.size.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            try window.pick(row: 2, in: "size")
            XCTAssertEqual(picks, [2])
            XCTAssertEqual(models, [["L"]])
            XCTAssertEqual(try value("size.title"), .string("size L"))
            XCTAssertThrowsError(try window.pick(row: 3, in: "size"))
        }
    }

    func testProgressAndPageControlBindings() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            Observable.just(0.4).bind(to: screen.progress.rx.progress).disposed(by: bag)
            var pages: [Int] = []
            screen.pages.rx.currentPage.subscribe(onNext: { pages.append($0) }).disposed(by: bag)
            try window.turnPage("pages", forward: true)
            XCTAssertEqual(try value("progress.progress"), .number(0.4))
            XCTAssertEqual(pages, [0, 1])
            XCTAssertEqual(try value("pages.page"), .int(1))
        }
    }

    func testTextViewRxTextAndEditingEvents() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var texts: [String?] = []
            var changes = 0
            screen.notes.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            screen.notes.rx.didChange.subscribe(onNext: { changes += 1 }).disposed(by: bag)
            try window.type("hello", into: "notes")
            XCTAssertEqual(texts.last, "hello")
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(try value("notes.text"), .string("hello"))
        }
    }

    func testScrollViewRxContentOffsetReachesTheBottom() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var offsets: [CGFloat] = []
            screen.scroller.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)
            try window.scroll("scroller", to: .bottom)
            try window.scroll("scroller", to: .y(100))
            XCTAssertEqual(offsets, [0, 2000 - 844, 100])
            XCTAssertEqual(try value("scroller.atBottom"), .bool(false))
        }
    }

    func testGestureRecognizersSendRxEventOnTheirViewAndItsSuperviews() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var taps = 0, swipes = 0
            var pressStates: [UIGestureRecognizer.State] = []
            screen.tap.rx.event.subscribe(onNext: { _ in taps += 1 }).disposed(by: bag)
            screen.swipe.rx.event.subscribe(onNext: { _ in swipes += 1 }).disposed(by: bag)
            screen.press.rx.event.subscribe(onNext: { pressStates.append($0.state) }).disposed(by: bag)
            try window.gesture("tap", on: nil)
            try window.gesture("swipe", direction: .left, on: "status")
            try window.gesture("long-press", on: "status")
            XCTAssertThrowsError(try window.gesture("swipe", direction: .right, on: "status")) { error in
                XCTAssertEqual("\(error)", "status recognizes no swipe gesture")
            }
            // As in UIKit, a tap on the label reaches the recognizer of the screen's view around it.
            try window.gesture("tap", on: "status")
            XCTAssertEqual(taps, 2)
            XCTAssertEqual(swipes, 1)
            XCTAssertEqual(pressStates, [.began, .ended])
        }
    }

    func testEveryControlsEnabledAndHiddenStateIsAPath() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            XCTAssertEqual(try value("password.enabled"), .bool(true))
            let before = window.snapshot()
            screen.password.isEnabled = false
            screen.wifi.isHidden = true
            XCTAssertEqual(try value("password.enabled"), .bool(false))
            XCTAssertEqual(try value("wifi.hidden"), .bool(true))
            XCTAssertThrowsError(try window.type("x", into: "password"))
            let lines = DiffRenderer().render(window.snapshot(), previous: before)
            XCTAssertTrue(lines.contains("password.enabled: true → false"), lines)
            XCTAssertTrue(lines.contains("wifi.hidden: false → true"), lines)
        }
    }

    func testVisiblePropertiesAreReportedAndLayoutOnesAreNot() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let before = window.snapshot()
            Observable.just(true).bind(to: screen.status.rx.warning).disposed(by: bag)
            screen.status.alpha = 0.5
            screen.status.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            screen.photo.image = UIImage(named: "avatar")
            screen.status.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            screen.status.layer.cornerRadius = 4
            screen.status.font = .systemFont(ofSize: 12)
            let lines = DiffRenderer().render(window.snapshot(), previous: before)
            XCTAssertEqual(lines.split(separator: "\n").sorted(), [
                "photo.image: null → \"avatar\"", "status.alpha: 1 → 0.5", "status.backgroundColor: null → \"#FF0000\"",
                "status.textColor: null → \"red\"",
            ])
            XCTAssertEqual(try value("status.alpha"), .number(0.5))
        }
    }

    func testNavigationItemViewControllerAndImageViewBinders() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            Observable.just("Controls").bind(to: screen.rx.title).disposed(by: bag)
            XCTAssertEqual(try value("nav.title"), .string("Controls"))
            Observable.just("Edited").bind(to: screen.navigationItem.rx.title).disposed(by: bag)
            XCTAssertEqual(try value("nav.title"), .string("Edited"))
            Observable.just(UIImage(named: "logo")).bind(to: screen.photo.rx.image).disposed(by: bag)
            XCTAssertEqual(try value("photo.image"), .string("logo"))
            Observable.just(0.25).bind(to: screen.status.rx.alpha).disposed(by: bag)
            Observable.just(UIColor.systemBlue).bind(to: screen.status.rx.backgroundColor).disposed(by: bag)
            XCTAssertEqual(try value("status.alpha"), .number(0.25))
            XCTAssertEqual(try value("status.backgroundColor"), .string("systemBlue"))
        }
    }

    func testBarButtonItemTapsUnlessDisabled() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var taps = 0
            screen.done.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
            try window.tap("done")
            screen.done.isEnabled = false
            XCTAssertThrowsError(try window.tap("done"))
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(try value("done.title"), .string("Done"))
        }
    }

    func testSpinnerIsUIActivityIndicatorViewBesideAnAppsActivityIndicator() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            // The port's ActivityIndicator (Tests/RxUITests/Port) in the same module as RxUI's names.
            let tracker = ActivityIndicator()
            let work = PublishSubject<Int>()
            tracker.asDriver().drive(screen.spinner.rx.isAnimating).disposed(by: bag)
            let tracked = work.trackActivity(tracker).subscribe()
            XCTAssertEqual(try value("spinner.animating"), .bool(true))
            tracked.dispose()
            XCTAssertEqual(try value("spinner.animating"), .bool(false))
        }
    }

    func testAnAlertShownByAWireframeIsDismissedWhenItsSubscriptionIsDisposed() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let prompt = Observable<String>.create { observer in
                let alert = UIAlertController(title: "Retry?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in observer.onNext("OK") })
                screen.present(alert, animated: true)
                return Disposables.create { alert.dismiss(animated: false) }
            }
            let subscription = prompt.subscribe()
            XCTAssertEqual(try value("alert.visible"), .bool(true))
            subscription.dispose()
            XCTAssertEqual(try value("alert.visible"), .bool(false))
        }
    }
}
