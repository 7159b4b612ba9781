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
        MainActor.assumeIsolated { () -> Void in
            let view = UIView()
            XCTAssertEqual(view.tintColor, .systemBlue, "UIKit's default tint, never nil")
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
    }

    func testWhatIsSetIsKept() {
        MainActor.assumeIsolated { () -> Void in
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
    }

    func testTheLayerIsMadeOnceAndKept() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView()
            view.layer.cornerRadius = 4
            XCTAssertTrue(view.layer === view.layer)
            XCTAssertEqual(view.layer.cornerRadius, 4)
        }
    }

    func testRecognizersSetAndClearedThroughTheProperty() {
        MainActor.assumeIsolated { () -> Void in
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
    }

    func testDeallocationIsSentToWhoAskedBeforeTheViewWent() {
        MainActor.assumeIsolated { () -> Void in
            var events: [String] = []
            var view: UIView? = UIView()
            let subscription = view?.rx.deallocated.subscribe(onNext: { events.append("next") },
                                                              onCompleted: { events.append("completed") })
            view = nil
            XCTAssertEqual(events, ["next", "completed"])
            subscription?.dispose()
        }
    }

    /// A view's background colour and accessibility identifier live in the side storage too:
    /// a colour set shows and counts as a change, cleared it no longer shows; an identifier set
    /// reads back.
    func testABackgroundColourAndAnAccessibilityIdentifierAreKeptAsideWhenSet() {
        MainActor.assumeIsolated { () -> Void in
            let view = UILabel(id: "title", text: "Hello")
            XCTAssertNil(view.backgroundColor)
            XCTAssertNil(view.accessibilityIdentifier)
            XCTAssertNil(view.extras, "reading them made no side storage")
            XCTAssertNil(view._elementSnapshot().properties["backgroundColor"])
            let before = view.revision
            view.backgroundColor = UIColor(named: "blue")
            XCTAssertGreaterThan(view.revision, before, "a colour set is a change the snapshot sees")
            XCTAssertEqual(view.backgroundColor?.name, "blue")
            XCTAssertEqual(view._elementSnapshot().properties["backgroundColor"], .string("blue"))
            view.accessibilityIdentifier = "headline"
            XCTAssertEqual(view.accessibilityIdentifier, "headline")
            XCTAssertEqual(view.backgroundColor?.name, "blue", "one storage keeps both")
            XCTAssertEqual(view.extras?.backgroundColor?.name, "blue", "the colour is kept aside")
            XCTAssertEqual(view.extras?.accessibilityIdentifier, "headline", "so is the identifier")
            let set = view.revision
            view.backgroundColor = nil
            XCTAssertGreaterThan(view.revision, set)
            XCTAssertNil(view.backgroundColor)
            XCTAssertNil(view._elementSnapshot().properties["backgroundColor"], "a colour cleared no longer shows")
            view.accessibilityIdentifier = nil
            XCTAssertNil(view.accessibilityIdentifier)
            let plain = UILabel(id: "plain", text: "Hi")
            plain.backgroundColor = nil
            plain.accessibilityIdentifier = nil
            XCTAssertNil(plain.extras, "setting them to nil on a view without side storage makes none")
        }
    }

    /// A label's attributed text, colour and font live in the same side storage: none is made
    /// for a label that sets none (or sets them to nil), and what is set reads back and shows.
    func testALabelsColourFontAndAttributedTextAreKeptAsideWhenSet() {
        MainActor.assumeIsolated { () -> Void in
            let label = UILabel(id: "title", text: "Hello")
            label.textColor = nil
            label.font = nil
            label.attributedText = nil
            XCTAssertNil(label.extras, "setting nil made no side storage")
            XCTAssertNil(label.text, "as UIKit's, a nil attributed text clears the text")
            label.text = "Hello"
            let plain = label._elementSnapshot()
            XCTAssertNil(plain.properties["textColor"])

            label.textColor = UIColor(named: "red")
            XCTAssertEqual(label.textColor?.name, "red")
            XCTAssertEqual(label._elementSnapshot().properties["textColor"], .string("red"), "a colour set shows")
            label.font = UIFont.systemFont(ofSize: 12)
            XCTAssertNotNil(label.font)
            label.attributedText = NSAttributedString(string: "Bold")
            XCTAssertEqual(label.text, "Bold")
            XCTAssertEqual(label.attributedText?.string, "Bold")
            label.text = "Plain"
            XCTAssertEqual(label.attributedText?.string, "Plain", "the attributed text follows a text set after it")

            label.textColor = nil
            XCTAssertEqual(label.textColor, .label, "as UIKit's, a nil colour resets to the default")
            XCTAssertNil(label._elementSnapshot().properties["textColor"], "a colour cleared no longer shows")
        }
    }
}
