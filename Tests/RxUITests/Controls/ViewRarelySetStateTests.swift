import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A view keeps the state few views set (recognizers, layer, Auto Layout's bookkeeping, tint,
/// transform, margins, `rx.deallocated`) in one object made when the first of it is set: it
/// reads as UIKit's defaults until then, and as what was set after.
final class ViewRarelySetStateTests: XCTestCase {
    func testANewViewReadsUIKitsDefaultsWithoutMakingItsSideStorage() {
        let view = UIView()
        XCTAssertNil(view.tintColor)
        XCTAssertEqual(view.transform, .identity)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertNil(view.gestureRecognizers)
        XCTAssertTrue(view.constraints.isEmpty)
        XCTAssertTrue(view.layoutGuides.isEmpty)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        view.addSubview(UIView())
        view.removeGestureRecognizer(UITapGestureRecognizer())
        XCTAssertNil(view.extras, "reading defaults, adding a subview and removing what is not there set nothing")
    }

    func testWhatIsSetIsKept() {
        let view = UIView()
        view.tintColor = UIColor(named: "red")
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        view.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        XCTAssertEqual(view.tintColor?.name, "red")
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultHigh)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultLow)
        XCTAssertNotNil(view.extras)
    }

    func testTheLayerIsMadeOnceAndKept() {
        let view = UIView()
        view.layer.cornerRadius = 4
        XCTAssertTrue(view.layer === view.layer)
        XCTAssertEqual(view.layer.cornerRadius, 4)
    }

    func testRecognizersSetAndClearedThroughTheProperty() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.gestureRecognizers = [tap, pan]
        XCTAssertEqual(view.gestureRecognizers?.count, 2)
        XCTAssertTrue(tap.view === view)
        view.gestureRecognizers = nil
        XCTAssertNil(view.gestureRecognizers)
        XCTAssertNil(tap.view)
        XCTAssertNil(pan.view)
    }

    func testDeallocationIsSentToWhoAskedBeforeTheViewWent() {
        var events: [String] = []
        var view: UIView? = UIView()
        let subscription = view?.rx.deallocated.subscribe(onNext: { events.append("next") },
                                                          onCompleted: { events.append("completed") })
        view = nil
        XCTAssertEqual(events, ["next", "completed"])
        subscription?.dispose()
    }
}
