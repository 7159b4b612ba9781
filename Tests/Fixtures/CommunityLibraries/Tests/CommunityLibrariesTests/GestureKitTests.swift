import Foundation
import GestureKit
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// The gesture library's recognizers are added on subscription and removed on disposal; their
/// delegate's policies decide. A recognizer's state is set here as its own touch handling
/// would set it on a tap.
final class GestureKitTests: XCTestCase {
    func testATapIsSeenOnceRecognizedAndItsRecognizerLeavesWithTheSubscription() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        let subscription = view.rx.tapGesture().when(.recognized).subscribe(onNext: { _ in taps += 1 })
        let tap = try XCTUnwrap(view.gestureRecognizers?.first as? UITapGestureRecognizer,
                                "subscribing adds the tap recognizer")
        XCTAssertEqual(taps, 0, "the recognizer's first, possible state is filtered out")
        tap.state = .recognized
        XCTAssertEqual(taps, 1)
        subscription.dispose()
        XCTAssertNil(view.gestureRecognizers?.first, "disposing removes the recognizer")
    }

    func testABeginPolicyOfNeverKeepsTheGestureFromBeginningAndTheProxyHearsTheAnswer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var pans = 0
        let subscription = view.rx.gesture(PanFactory { _, delegate in delegate.beginPolicy = .never })
            .when(.began).subscribe(onNext: { _ in pans += 1 })
        defer { subscription.dispose() }
        let pan = try XCTUnwrap(view.gestureRecognizers?.first)
        var answers: [Bool] = []
        _ = pan.rx.gestureDelegate.shouldBeginAnswers.subscribe(onNext: { answers.append($0) })
        XCTAssertTrue(pan.delegate is RxGestureRecognizerDelegateProxy, "the library's proxy is the delegate now")
        pan.state = .began
        XCTAssertEqual(pans, 0, "the delegate the proxy forwards to said no")
        XCTAssertEqual(answers, [false])
    }
}
