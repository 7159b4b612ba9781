import AnimationKit
import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// Animated bindings set their values at once (headless, an animation block runs when made);
/// completions come when the animation would have ended.
final class AnimationKitTests: XCTestCase {
    func testAnimatedBindersSetTheirValues() {
        let label = UILabel()
        let image = UIImageView()
        let bag = DisposeBag()
        Observable.just("hello").bind(to: label.rx.animated.flip(.transitionFlipFromTop).text).disposed(by: bag)
        Observable.just(UIImage(named: "avatar")).bind(to: image.rx.animated.fade.image).disposed(by: bag)
        Observable.just(CGFloat(0.5)).bind(to: label.rx.animated.tick().alpha).disposed(by: bag)
        XCTAssertEqual(label.text, "hello")
        XCTAssertEqual(image.image, UIImage(named: "avatar"))
        XCTAssertEqual(label.alpha, 0.5)
        XCTAssertEqual(label.transform, .identity, "the tick's setup scales, its animation restores")
    }

    func testATransitionFromOneViewToAnotherSwapsThemInTheSuperview() {
        let container = UIView(), first = UIView(), second = UIView(), last = UIView()
        [first, last].forEach(container.addSubview)
        UIView.transition(from: first, to: second, duration: 0.2, options: .transitionCurlUp)
        XCTAssertTrue(container.subviews.elementsEqual([second, last], by: ===), "the new view takes the old one's place")
        UIView.transition(from: second, to: last, duration: 0.2, options: .showHideTransitionViews)
        XCTAssertTrue(second.isHidden, "with showHideTransitionViews the old view is hidden, not removed")
        XCTAssertTrue(second.superview === container)
    }

    func testAPropertyAnimatorAppliesItsAnimationsWhenStartedAndCompletesAtTheEnd() {
        let label = UILabel()
        let animator = UIViewPropertyAnimator(duration: 0.05, curve: .easeIn) { label.alpha = 0 }
        let ended = expectation(description: "completion")
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { position in
            positions.append(position)
            ended.fulfill()
        }
        XCTAssertEqual(label.alpha, 1, "nothing runs before the animator starts")
        animator.startAnimation()
        XCTAssertEqual(label.alpha, 0)
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        wait(for: [ended], timeout: 5)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testAStoppedAnimatorFinishesWhereItIsTold() {
        let animator = UIViewPropertyAnimator(duration: 10, curve: .linear)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        animator.finishAnimation(at: .current)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(animator.state, .inactive)
    }
}
