import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// UIKit API the community's Rx libraries use (Tests/Fixtures/CommunityLibraries shows them in
/// use), behaving as UIKit's does headless.
final class CommunityLibrarySurfaceTests: XCTestCase, @unchecked Sendable {
    func testGeometryBoxedInNSValueComesBack() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(NSValue(cgRect: rect).cgRectValue, rect)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue, CGPoint(x: 5, y: 6))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue, CGSize(width: 7, height: 8))
    }

    func testOneWindowIsKeyAtATime() {
        MainActor.assumeIsolated { () -> Void in
            let first = UIWindow(), second = UIWindow()
            first.makeKeyAndVisible()
            second.makeKey()
            XCTAssertFalse(first.isKeyWindow, "making another window key takes it from the first")
            XCTAssertTrue(UIApplication.shared.keyWindow === second)
            let windows = UIApplication.shared.windows
            let firstIndex = windows.firstIndex { $0 === first }, secondIndex = windows.firstIndex { $0 === second }
            XCTAssertNotNil(firstIndex, "a window once made key stays one of the app's")
            XCTAssertLessThan(firstIndex ?? .max, secondIndex ?? .min, "in the order they were first made key")
            first.makeKey()
            XCTAssertTrue(UIApplication.shared.keyWindow === first)
            XCTAssertEqual(UIApplication.shared.windows.filter { $0 === first }.count, 1, "listed once")
        }
    }

    func testHitTestFindsTheFrontmostInteractiveViewHoldingThePoint() {
        MainActor.assumeIsolated { () -> Void in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            [back, front].forEach(root.addSubview)
            front.addSubview(label)
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front, "the later subview is in front")
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            XCTAssertTrue(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front,
                          "a label takes no touches until isUserInteractionEnabled is set")
            label.isUserInteractionEnabled = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === label, "points go through the subviews' frames")
            front.isHidden = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root, "a hidden view is skipped")
            XCTAssertNil(root.hitTest(CGPoint(x: 250, y: 10), with: nil), "outside the bounds")
        }
    }

    func testKeyframesRunAtOnceAndTheCompletionWaitsForTheDuration() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView()
            var order: [String] = []
            let ended = expectation(description: "completion")
            UIView.animateKeyframes(withDuration: 0.05, delay: 0, options: .calculationModeCubic, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { order.append("first"); view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { order.append("second"); view.alpha = 0 }
            }, completion: { finished in
                order.append("completion \(finished)")
                ended.fulfill()
            })
            XCTAssertEqual(order, ["first", "second"])
            XCTAssertEqual(view.alpha, 0)
            wait(for: [ended], timeout: 5)
            XCTAssertEqual(order.last, "completion true")
            view.layer.removeAllAnimations()
        }
    }

    func testFontsAndTraitsAsAHeadlessScreenHasThem() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UILabel().font.pointSize, 17, "a label's font is the system font of 17 points until set")
            XCTAssertEqual(UIFont(name: "Menlo", size: 12)?.pointSize, 12)
            let font = UIFont.systemFont(ofSize: 15)
            XCTAssertEqual(UIFontMetrics(forTextStyle: .headline).scaledFont(for: font), font,
                           "the default content size category scales nothing")
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 30), maximumPointSize: 20).pointSize, 20)
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44)
            let view = UIView()
            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(view.overrideUserInterfaceStyle, .dark)
            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light, "the screen stays light: the override is kept only")
            XCTAssertEqual(UIColor(dynamicProvider: { $0.userInterfaceStyle == .light ? .red : .blue })
                .resolvedColor(with: view.traitCollection), .red)
        }
    }
}
