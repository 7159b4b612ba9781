import Foundation
@testable import RxSwift
import XCTest

/// `Binder(immediate:)` holds its target through `TryRetainedReference`: as a weak reference
/// would — never keeping it alive, nil from the moment its deinit begins, on any thread.
final class TryRetainedReferenceTests: XCTestCase {
    private class Target {
        var values: [Int] = []
        var alive = true
        deinit { alive = false }
    }

    /// Runs `whenDeiniting` from its own deinit, before its superclass's.
    private final class DeinitingTarget: Target {
        var whenDeiniting: (() -> Void)?
        deinit { whenDeiniting?() }
    }

    func testReadsTheObjectWhileItLivesAndNilAfterWithoutKeepingItAlive() {
        var target: Target? = Target()
        let reference = TryRetainedReference(target!)
        XCTAssertTrue(reference.object === target)
        let unownedWhileHeld = _getUnownedRetainCount(target!)
        target = nil
        XCTAssertNil(reference.object, "the reference does not keep its object alive")
        XCTAssertNil(reference.object)
        XCTAssertEqual(unownedWhileHeld, 2, "the reference's unowned count keeps the memory it reads")
    }

    func testAnImmediateBinderAppliesNothingOnceItsTargetIsGone() {
        var applied = 0
        var target: Target? = Target()
        let binder = Binder<Int>(immediate: target!) { target, value in
            XCTAssertTrue(target.alive)
            target.values.append(value)
            applied += 1
        }
        binder.onNext(1)
        XCTAssertEqual(target?.values, [1])
        target = nil
        binder.onNext(2)
        binder.onNext(3)
        XCTAssertEqual(applied, 1)
    }

    func testABinderOfOptionalsLiftedHandlerAppliesNothingOnceItsTargetIsGone() {
        var applied: [Int?] = []
        var target: Target? = Target()
        let binder = Binder<Int?>(immediate: target!) { _, value in applied.append(value) }
        let handler: ((Event<Int>) -> Void)? = binder.liftedHandler()
        handler?(.next(1))
        target = nil
        handler?(.next(2))
        XCTAssertEqual(applied, [1])
    }

    func testAnElementSentFromTheTargetsOwnDeinitIsNotApplied() {
        var applied: [Int] = []
        var target: DeinitingTarget? = DeinitingTarget()
        let binder = Binder<Int>(immediate: target!) { _, value in applied.append(value) }
        target?.whenDeiniting = { binder.onNext(2) }
        binder.onNext(1)
        target = nil
        XCTAssertEqual(applied, [1], "a subclass's deinit runs after the object stopped being readable")
    }

    func testATargetReleasedOnAnotherThreadIsAppliedAliveOrNotAtAll() {
        final class Holder: @unchecked Sendable {
            var target: Target?
        }
        for _ in 0..<300 {
            let holder = Holder()
            holder.target = Target()
            var applied = 0
            let binder = Binder<Int>(immediate: holder.target!) { target, _ in
                XCTAssertTrue(target.alive, "never applied to a target whose deinit ran")
                applied += 1
            }
            let started = DispatchSemaphore(value: 0)
            let released = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                started.signal()
                holder.target = nil
                released.signal()
            }
            started.wait()
            for element in 0..<200 { binder.onNext(element) }
            released.wait()
            let before = applied
            binder.onNext(-1)
            XCTAssertEqual(applied, before, "nothing is applied once the release is done")
        }
    }
}
