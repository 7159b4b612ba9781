import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// The delegate events RxCocoa reads from a scroll view, and a disabled segment, as a person's
/// input produces them.
final class ControlDelegateEventsTests: XCTestCase {
    func testAPersonsScrollIsADragThatEndsWithoutDeceleration() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let scroll = UIScrollView(id: "list", contentHeight: 2_000)
            var events: [String] = []
            let bag = DisposeBag()
            scroll.rx.willBeginDragging.subscribe(onNext: { events.append("will begin dragging") }).disposed(by: bag)
            scroll.rx.didScroll.subscribe(onNext: { events.append("did scroll") }).disposed(by: bag)
            scroll.rx.didEndDragging.subscribe(onNext: { events.append("did end dragging, decelerating: \($0)") }).disposed(by: bag)
            scroll.rx.didScrollToTop.subscribe(onNext: { events.append("did scroll to top") }).disposed(by: bag)
            try scroll.userScroll(to: .bottom)
            XCTAssertEqual(events, ["will begin dragging", "did scroll", "did end dragging, decelerating: false"])
            events = []
            try scroll.userScroll(to: .top)
            XCTAssertEqual(events.last, "did scroll to top")
        }
    }

    func testATapOnADisabledSegmentIsRefused() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let control = UISegmentedControl(id: "period", items: ["Day", "Week"])
            control.setEnabled(false, forSegmentAt: 1)
            XCTAssertThrowsError(try control.userSelect(segment: 1)) { error in
                XCTAssertEqual("\(error)", "segment period: segment 1 is disabled")
            }
            try control.userSelect(segment: 0)
            XCTAssertEqual(control.selectedSegmentIndex, 0)
        }
    }
}
