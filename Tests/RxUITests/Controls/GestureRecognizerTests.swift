import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A recognizer written as UIKit subclasses are: it sees the touches and sets `state`.
private final class TouchLog: UIGestureRecognizer {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            let point = touch.location(in: view)
            log.append("began \(touch.phase) tap \(touch.tapCount) at \(point.x),\(point.y) on \(touch.view === view)")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            let point = touch.location(in: view), before = touch.previousLocation(in: view)
            log.append("moved \(touch.phase) \(before.x),\(before.y) → \(point.x),\(point.y)")
        }
        if state == .possible { state = .began } else { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("ended \(touches.first?.phase ?? .began) touches \(numberOfTouches)")
        if state != .possible { state = .ended }
    }

    override func reset() {
        log.append("reset")
    }
}

private final class Allow: UIGestureRecognizerDelegate {
    var begin = true
    var simultaneous = false
    var receive = true
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

/// A plain view a screen lists: UIKit apps draw such views themselves.
private final class Card: UIView, ViewElement {
    func _elementSnapshot() -> ElementSnapshot { ElementSnapshot(id: id, kind: .imageView, properties: [:]) }
}

private final class CanvasViewController: ViewController {
    let card = Card(id: "card")
    let badge = UILabel(id: "badge")
    let panel = Card(id: "panel")
    let button = UIButton(id: "button", title: "Go")

    init(environment: Environment) {
        super.init(name: "canvas", environment: environment)
    }

    override var elements: [any ViewElement] { [card, badge, panel, button] }

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
        card.frame = CGRect(x: 10, y: 50, width: 200, height: 100)
        panel.addSubview(card)
    }
}

final class GestureRecognizerTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))
    private let bag = DisposeBag()

    @MainActor private func open() throws -> CanvasViewController {
        var registry = ScreenRegistry()
        registry.register("canvas") { CanvasViewController(environment: $0) }
        try window.open("canvas", from: registry)
        return try XCTUnwrap(window.topScreen as? CanvasViewController)
    }

    @MainActor private func perform(_ request: GestureRequest, on id: String?) throws {
        try window.beginGesture(request, on: id).finish()
    }

    func testViewsConvertPointsThroughTheirSuperviews() {
        MainActor.assumeIsolated { () -> Void in
            let panel = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
            let card = UIView(frame: CGRect(x: 10, y: 50, width: 200, height: 100))
            panel.addSubview(card)
            XCTAssertEqual(card.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 35, y: 155))
            XCTAssertEqual(card.convert(CGPoint(x: 5, y: 5), to: panel), CGPoint(x: 15, y: 55))
            XCTAssertEqual(panel.convert(CGPoint(x: 15, y: 55), to: card), CGPoint(x: 5, y: 5))
            XCTAssertEqual(card.convert(CGPoint(x: 35, y: 155), from: nil), CGPoint(x: 5, y: 5))
            panel.bounds.origin = CGPoint(x: 0, y: 30)
            XCTAssertEqual(card.convert(CGPoint.zero, to: nil), CGPoint(x: 30, y: 120), "scrolled by the bounds origin")
            card.center = CGPoint(x: 100, y: 100)
            XCTAssertEqual(card.frame.origin, CGPoint(x: 0, y: 50))
            XCTAssertNil(card.window)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(panel)
            XCTAssertTrue(card.window === window)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let row = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
            scroll.addSubview(row)
            scroll.contentOffset = CGPoint(x: 0, y: 250)
            XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 250), "a scroll view's bounds origin is its offset")
            XCTAssertEqual(row.convert(CGPoint.zero, to: scroll.superview), CGPoint(x: 0, y: 50))
            scroll.bounds.origin = .zero
            XCTAssertEqual(scroll.contentOffset, .zero)
        }
    }

    func testATapIsRecognizedWhereItWasMade() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let tap = UITapGestureRecognizer()
            screen.card.addGestureRecognizer(tap)
            var seen: [String] = []
            tap.rx.event.subscribe(onNext: { recognizer in
                let inCard = recognizer.location(in: screen.card), inPanel = recognizer.location(in: screen.panel)
                seen.append("\(recognizer.state) \(inCard.x),\(inCard.y) \(inPanel.x),\(inPanel.y) \(recognizer.numberOfTouches)")
            }).disposed(by: bag)
            try perform(GestureRequest(kind: .tap, point: CGPoint(x: 5, y: 7)), on: "card")
            try perform(GestureRequest(kind: .tap), on: "card")
            XCTAssertEqual(seen, ["ended 5.0,7.0 15.0,57.0 1", "ended 100.0,50.0 110.0,100.0 1"])
            XCTAssertEqual(tap.state, .possible, "back to possible for the next gesture")
        }
    }

    func testATargetActionRunsWithTheRecognizer() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer(target: self, action: { states.append($0.state) })
            screen.card.addGestureRecognizer(pan)
            try perform(GestureRequest(kind: .pan), on: "card")
            XCTAssertEqual(states, [.began, .changed, .ended])
            pan.removeTarget(self, action: nil)
            try perform(GestureRequest(kind: .pan), on: "card")
            XCTAssertEqual(states.count, 3)
        }
    }

    func testAPanReportsTranslationAndVelocity() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let pan = UIPanGestureRecognizer()
            screen.card.addGestureRecognizer(pan)
            var seen: [String] = []
            pan.rx.event.subscribe(onNext: { pan in
                let moved = pan.translation(in: screen.card), speed = pan.velocity(in: screen.card)
                seen.append("\(pan.state) \(moved.x),\(moved.y) \(speed.x.rounded())")
            }).disposed(by: bag)
            try perform(GestureRequest(kind: .pan, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 110, y: 30), duration: 0.4),
                        on: "card")
            XCTAssertEqual(seen, ["began 25.0,5.0 250.0", "changed 50.0,10.0 250.0", "changed 75.0,15.0 250.0",
                                  "changed 100.0,20.0 250.0", "ended 100.0,20.0 250.0"])
        }
    }

    func testSetTranslationMakesLaterMovesRelative() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let pan = UIPanGestureRecognizer()
            screen.card.addGestureRecognizer(pan)
            var seen: [CGFloat] = []
            pan.rx.event.subscribe(onNext: { pan in
                seen.append(pan.translation(in: nil).x)
                pan.setTranslation(.zero, in: nil)
            }).disposed(by: bag)
            try perform(GestureRequest(kind: .pan, start: .zero, end: CGPoint(x: 90, y: 0), duration: 0.3), on: "card")
            XCTAssertEqual(seen, [30, 30, 30, 0])
        }
    }

    func testALongPressBeginsWhenItsTimeIsUp() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = 0.8
            screen.card.addGestureRecognizer(press)
            var states: [UIGestureRecognizer.State] = []
            press.rx.event.subscribe(onNext: { states.append($0.state) }).disposed(by: bag)
            try perform(GestureRequest(kind: .longPress), on: "card")
            XCTAssertEqual(states, [.began, .ended], "held as long as the recognizer needs when the line does not say")
            XCTAssertThrowsError(try perform(GestureRequest(kind: .longPress, duration: 0.5), on: "card")) { error in
                XCTAssertEqual("\(error)", "card recognizes no long-press gesture")
            }
            let performance = try window.beginGesture(GestureRequest(kind: .longPress, duration: 2), on: "card")
            XCTAssertEqual(performance.times, [0, 0.8, 2], "a still frame when the press's time is up")
            performance.deliver(upTo: 0.8)
            XCTAssertEqual(states, [.began, .ended, .began])
            try performance.finish()
            XCTAssertEqual(states, [.began, .ended, .began, .ended])
        }
    }

    func testASwipeGoesOneWay() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.left, .up]
            screen.card.addGestureRecognizer(swipe)
            var count = 0
            swipe.rx.event.subscribe(onNext: { _ in count += 1 }).disposed(by: bag)
            try perform(GestureRequest(kind: .swipe, direction: .left), on: "card")
            try perform(GestureRequest(kind: .swipe, direction: .up), on: "card")
            XCTAssertThrowsError(try perform(GestureRequest(kind: .swipe, direction: .right), on: "card"))
            XCTAssertThrowsError(try perform(GestureRequest(kind: .swipe, direction: .left, duration: 2), on: "card")) { error in
                XCTAssertEqual("\(error)", "card recognizes no swipe gesture", "too slow to be a swipe")
            }
            XCTAssertEqual(count, 2)
        }
    }

    func testPinchAndRotationFollowTwoFingers() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
            screen.card.addGestureRecognizer(pinch)
            screen.card.addGestureRecognizer(rotation)
            let both = Allow()
            both.simultaneous = true
            pinch.delegate = both
            var scales: [CGFloat] = [], angles: [CGFloat] = [], speeds: [CGFloat] = []
            pinch.rx.event.subscribe(onNext: { scales.append(($0.scale * 100).rounded() / 100) }).disposed(by: bag)
            rotation.rx.event.subscribe(onNext: {
                angles.append(($0.rotation * 100).rounded() / 100)
                speeds.append($0.velocity.rounded())
            }).disposed(by: bag)
            try perform(GestureRequest(kind: .pinch, scale: 3), on: "card")
            XCTAssertEqual(scales, [2, 3, 3])
            XCTAssertEqual(angles, [])
            try perform(GestureRequest(kind: .rotate, degrees: 90), on: "card")
            XCTAssertEqual(angles, [0.79, 1.57, 1.57])
            XCTAssertEqual(speeds, [8, 8, 8], "radians per second over the last move: 90° in 0.2s")
        }
    }

    func testADoubleTapWinsOverASingleTapThatRequiresItToFail() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            screen.card.addGestureRecognizer(single)
            screen.card.addGestureRecognizer(double)
            var log: [String] = []
            single.rx.event.subscribe(onNext: { _ in log.append("single") }).disposed(by: bag)
            double.rx.event.subscribe(onNext: { _ in log.append("double") }).disposed(by: bag)
            try perform(GestureRequest(kind: .tap, taps: 2), on: "card")
            try perform(GestureRequest(kind: .tap), on: "card")
            XCTAssertEqual(log, ["double", "single"], "the single tap waits until the double tap has failed")
        }
    }

    func testTwoFingerTapsAndTheFingersRequired() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            screen.card.addGestureRecognizer(tap)
            var touches: [Int] = []
            tap.rx.event.subscribe(onNext: { touches.append($0.numberOfTouches) }).disposed(by: bag)
            XCTAssertThrowsError(try perform(GestureRequest(kind: .tap), on: "card"))
            try perform(GestureRequest(kind: .tap, fingers: 2), on: "card")
            XCTAssertEqual(touches, [2])
            XCTAssertEqual(tap.location(ofTouch: 1, in: screen.card).x - tap.location(ofTouch: 0, in: screen.card).x, 0,
                           "after the fingers lifted there are no touches: the centroid")
        }
    }

    func testOneRecognizerExcludesTheOthersUnlessTheDelegateAllows() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
            screen.card.addGestureRecognizer(pan)
            screen.card.addGestureRecognizer(swipe)
            var log: [String] = []
            pan.rx.event.subscribe(onNext: { log.append("pan \($0.state)") }).disposed(by: bag)
            swipe.rx.event.subscribe(onNext: { _ in log.append("swipe") }).disposed(by: bag)
            try perform(GestureRequest(kind: .swipe, direction: .right), on: "card")
            XCTAssertEqual(log, ["pan began", "pan changed", "pan ended"], "the pan began first: the swipe failed")
            let delegate = Allow()
            delegate.simultaneous = true
            swipe.delegate = delegate
            log = []
            try perform(GestureRequest(kind: .swipe, direction: .right), on: "card")
            XCTAssertEqual(log, ["pan began", "pan changed", "pan ended", "swipe"])
            delegate.begin = false
            pan.delegate = delegate
            log = []
            XCTAssertThrowsError(try perform(GestureRequest(kind: .swipe, direction: .right), on: "card"))
            XCTAssertEqual(log, [], "the delegate said neither should begin")
            pan.isEnabled = false
            swipe.delegate = nil
            try perform(GestureRequest(kind: .swipe, direction: .right), on: "card")
            XCTAssertEqual(log, ["swipe"], "a disabled pan gets no touches")
        }
    }

    func testADelegateCanKeepTouchesFromARecognizer() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let tap = UITapGestureRecognizer()
            let delegate = Allow()
            delegate.receive = false
            tap.delegate = delegate
            screen.card.addGestureRecognizer(tap)
            XCTAssertThrowsError(try perform(GestureRequest(kind: .tap), on: "card")) { error in
                XCTAssertEqual("\(error)", "card recognizes no tap gesture")
            }
            delegate.receive = true
            try perform(GestureRequest(kind: .tap), on: "card")
        }
    }

    func testRecognizersCanBeMadeFromTheirType() {
        MainActor.assumeIsolated { () -> Void in
            @MainActor func make<Gesture: UIGestureRecognizer>(_ type: Gesture.Type) -> Gesture { Gesture() }
            XCTAssertEqual(make(UIPinchGestureRecognizer.self).scale, 1)
            XCTAssertEqual(make(UITapGestureRecognizer.self).numberOfTapsRequired, 1)
            XCTAssertEqual(make(UIScreenEdgePanGestureRecognizer.self).edges, [])
            XCTAssertEqual(make(UIHoverGestureRecognizer.self).state, .possible)
        }
    }

    func testTheRecognizersOfTheSuperviewsAndTheScreenTakePart() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let onPanel = UITapGestureRecognizer(), onScreen = UITapGestureRecognizer()
            screen.panel.addGestureRecognizer(onPanel)
            screen.view.addGestureRecognizer(onScreen)
            var log: [String] = []
            onPanel.rx.event.subscribe(onNext: { log.append("panel \($0.location(in: screen.panel).x)") }).disposed(by: bag)
            onScreen.rx.event.subscribe(onNext: { _ in log.append("screen") }).disposed(by: bag)
            try perform(GestureRequest(kind: .tap, point: CGPoint(x: 1, y: 1)), on: "card")
            try perform(GestureRequest(kind: .tap), on: nil)
            XCTAssertEqual(log, ["panel 11.0", "screen"], "the nearest recognizes, the outer one then fails")
            screen.panel.removeGestureRecognizer(onPanel)
            XCTAssertNil(onPanel.view)
            var buttonTaps = 0
            screen.button.rx.tap.subscribe(onNext: { buttonTaps += 1 }).disposed(by: bag)
            try perform(GestureRequest(kind: .tap), on: "button")
            XCTAssertEqual(buttonTaps, 1, "a button's own action takes a single tap")
            let own = UITapGestureRecognizer()
            screen.button.addGestureRecognizer(own)
            try perform(GestureRequest(kind: .tap), on: "button")
            XCTAssertEqual(buttonTaps, 1, "a recognizer on the button itself takes the tap and cancels the touches")
            try perform(GestureRequest(kind: .tap, taps: 1, fingers: 1), on: nil)
            XCTAssertEqual(log, ["panel 11.0", "screen", "screen"])
        }
    }

    func testASubclassSeesEveryTouch() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let recognizer = TouchLog()
            screen.card.addGestureRecognizer(recognizer)
            var states: [UIGestureRecognizer.State] = []
            recognizer.rx.event.subscribe(onNext: { states.append($0.state) }).disposed(by: bag)
            try perform(GestureRequest(kind: .pan, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 40, y: 0), duration: 0.2),
                        on: "card")
            XCTAssertEqual(recognizer.log, [
                "began began tap 1 at 0.0,0.0 on true", "moved moved 0.0,0.0 → 20.0,0.0", "moved moved 20.0,0.0 → 40.0,0.0",
                "ended ended touches 1", "reset",
            ])
            XCTAssertEqual(states, [.began, .changed, .ended])
        }
    }

    func testATouchCountsTapsInARow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let recognizer = TouchLog()
            screen.card.addGestureRecognizer(recognizer)
            XCTAssertThrowsError(try perform(GestureRequest(kind: .tap, taps: 3), on: "card"))
            XCTAssertEqual(recognizer.log.filter { $0.hasPrefix("began") }.map { $0.split(separator: " ")[3] }, ["1", "2", "3"])
        }
    }

    func testAScreenEdgePanStartsAtItsEdge() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            screen.view.addGestureRecognizer(edge)
            var count = 0
            edge.rx.event.subscribe(onNext: { _ in count += 1 }).disposed(by: bag)
            try perform(GestureRequest(kind: .pan, start: CGPoint(x: 2, y: 300), end: CGPoint(x: 150, y: 300)), on: nil)
            XCTAssertEqual(count, 3)
            XCTAssertThrowsError(try perform(GestureRequest(kind: .pan, start: CGPoint(x: 100, y: 300)), on: nil))
        }
    }

    func testTouchesReachOnlyViewsAPersonCouldTouch() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            screen.badge.addGestureRecognizer(UITapGestureRecognizer())
            @MainActor func message(_ id: String) -> String {
                do {
                    try perform(GestureRequest(kind: .tap), on: id)
                    return "recognized"
                } catch {
                    return "\(error)"
                }
            }
            XCTAssertEqual(message("badge"), "gesture tap badge: the label does not take user interaction")
            screen.badge.isUserInteractionEnabled = true
            XCTAssertEqual(message("badge"), "recognized")
            screen.badge.alpha = 0.005
            XCTAssertEqual(message("badge"), "gesture tap badge: the label is transparent (alpha below 0.01)")
            screen.badge.alpha = 0.01
            screen.badge.isHidden = true
            XCTAssertEqual(message("badge"), "gesture tap badge: the label is hidden")
            screen.card.addGestureRecognizer(UITapGestureRecognizer())
            screen.panel.isUserInteractionEnabled = false
            XCTAssertEqual(message("card"), "gesture tap card: its superview panel does not take user interaction")
            screen.panel.isUserInteractionEnabled = true
            screen.panel.isHidden = true
            XCTAssertEqual(message("card"), "gesture tap card: its superview panel is hidden")
        }
    }

    func testATapIsRefusedWhereIOSWouldNotDeliverIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            func message(_ action: () throws -> Void) -> String {
                do {
                    try action()
                    return "tapped"
                } catch {
                    return "\(error)"
                }
            }
            XCTAssertEqual(message { try self.window.tap("button") }, "tapped")
            screen.button.isUserInteractionEnabled = false
            XCTAssertEqual(message { try self.window.tap("button") }, "tap button: the button does not take user interaction")
            screen.button.isUserInteractionEnabled = true
            screen.button.alpha = 0
            XCTAssertEqual(message { try self.window.tap("button") }, "tap button: the button is transparent (alpha below 0.01)")
            screen.button.alpha = 1
            screen.button.isEnabled = false
            XCTAssertEqual(message { try self.window.tap("button") }, "tap button: the button is disabled")
            screen.button.isEnabled = true
            screen.panel.addSubview(screen.button)
            screen.panel.alpha = 0
            XCTAssertEqual(message { try self.window.tap("button") }, "tap button: its superview panel is transparent (alpha below 0.01)")
        }
    }
}
