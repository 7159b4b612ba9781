import CommunityNames
import RxCocoa
import RxSwift
import UIKit
import XCTest

// Written as an iOS file is: RxSwift, RxCocoa and UIKit by their own names, Foundation only
// through UIKit and RxCocoa, relays through RxCocoa, and a community library's names
// (SectionModelType, AnimatableSectionModel, View) beside them. That this file compiles is
// half of the test; the assertions check that the names are the ones iOS code means.

/// RxSwiftExt's first line: everything after it depends on `RxSwift.Observable` resolving.
typealias Observable = RxSwift.Observable

final class DropInNamesTests: XCTestCase {
    func testQualifiedNamesResolveToRxsTypes() {
        MainActor.assumeIsolated { () -> Void in
            let button: UIKit.UIButton = UIButton(type: .system)
            let driver: RxCocoa.Driver<Int> = Driver.just(1)
            let observable: RxSwift.Observable<Int> = Observable.just(2)
            XCTAssertEqual(String(reflecting: RxSwift.Observable<Int>.self), "RxSwift.Observable<Swift.Int>")
            XCTAssertEqual(String(reflecting: RxSwift.PublishSubject<Int>.self), "RxSwift.PublishSubject<Swift.Int>")
            XCTAssertEqual(String(reflecting: BehaviorRelay<Int>.self), "RxRelay.BehaviorRelay<Swift.Int>")
            var seen: [Int] = []
            let bag = DisposeBag()
            driver.drive(onNext: { seen.append($0) }).disposed(by: bag)
            observable.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            button.rx.tap.subscribe(onNext: { seen.append(3) }).disposed(by: bag)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(seen, [1, 2, 3])
        }
    }

    func testFoundationComesWithUIKitAndRxCocoa() {
        let lock = NSRecursiveLock()
        lock.lock()
        lock.unlock()
        let path = IndexPath(row: 2, section: 1)
        let width: CGFloat = 1.5
        XCTAssertEqual(path.row, 2)
        XCTAssertEqual(width * 2, 3)
        XCTAssertEqual(URL(string: "https://example.com/a")?.lastPathComponent, "a")
    }

    func testCommunityNamesAreNotAmbiguous() {
        let section = AnimatableSectionModel(model: "s", items: [1, 2])
        let copy = AnimatableSectionModel(original: section, items: [3])
        func items<Section: SectionModelType>(_ section: Section) -> [Section.Item] { section.items }
        XCTAssertEqual(items(copy), [3])
        XCTAssertEqual(View(name: "v"), View(name: "v"))
    }

    func testSharingSchedulerMockMakesTheSchedulerItWasGiven() {
        let scheduler = MainScheduler.instance
        SharingScheduler.mock(scheduler: scheduler) {
            let make: () -> SchedulerType = SharingScheduler.make
            XCTAssertTrue(make() as? MainScheduler === scheduler)
        }
    }
}
