import Foundation
import RxCocoa
import RxSwift
import RxTest
@testable import UIKit
import XCTest

/// A screen that logs its appearance calls into a shared log.
private final class LoggingViewController: UIViewController {
    var log: (String) -> Void = { _ in }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(title ?? "?") willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(title ?? "?") didAppear")
    }
}

/// An animator as an app writes one: it adds the arriving view to the container, animates, and
/// completes (or never does, when `completes` is false).
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var log: (String) -> Void = { _ in }
    var completes = true
    var later: (@escaping () -> Void) -> Void = { $0() }
    var seen: [String] = []
    private(set) var ended: Bool?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let from = transitionContext.viewController(forKey: .from)
        let to = transitionContext.viewController(forKey: .to)
        log("animate \(from?.title ?? "nil") -> \(to?.title ?? "nil")")
        seen.append("container \(container.bounds.size == UIScreen.main.bounds.size)")
        seen.append("toView \(transitionContext.view(forKey: .to) === to?.view)")
        seen.append("fromView \(transitionContext.view(forKey: .from).map { $0 === from?.view } ?? false)")
        seen.append("final \(to.map { transitionContext.finalFrame(for: $0) == container.bounds } ?? false)")
        seen.append("interactive \(transitionContext.isInteractive)")
        if let toView = transitionContext.view(forKey: .to) {
            container.addSubview(toView)
            toView.alpha = 0
            seen.append("in container \(toView.superview === container)")
        }
        transitionContext.view(forKey: .to)?.alpha = 1
        // As the completion of a UIView.animate of transitionDuration, which runs on the
        // session's virtual clock (here the test's scheduler).
        later { [completes] in
            if completes { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended = transitionCompleted
    }
}

private final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SlideAnimator()
    var interactor: UIPercentDrivenInteractiveTransition?
    var asked: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("presented \(presented.title ?? "") by \(presenting.title ?? "") from \(source.title ?? "")")
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("dismissed \(dismissed.title ?? "")")
        return animator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

private final class NavigationAnimations: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let animator = SlideAnimator()
    var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

final class CustomTransitionTests: XCTestCase, @unchecked Sendable {
    private var log: [String] = []
    /// The window of the test, held: a screen's window is held weakly.
    private var shown: _Window?
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    /// Completes `animator`'s transitions 300 ms later on the test's clock.
    @MainActor private func completingLater(_ animator: SlideAnimator) {
        animator.later = { [scheduler] body in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
                body()
                return Disposables.create()
            }
        }
    }

    @MainActor private func screen(_ title: String) -> LoggingViewController {
        let controller = LoggingViewController()
        controller.title = title
        controller.log = { [unowned self] in log.append($0) }
        return controller
    }

    @MainActor private func window(showing controller: UIViewController) -> _Window {
        let window = _Window(environment: _Environment(mainScheduler: scheduler))
        window.setRoot(controller)
        shown = window
        log = []
        return window
    }

    func testAPresentationRunsTheAppsAnimatorWithAContextThatAnswers() {
        MainActor.assumeIsolated { () -> Void in
            let home = screen("Home")
            let window = window(showing: home)
            let detail = screen("Detail")
            let transitions = Transitions()
            transitions.animator.log = { [unowned self] in log.append($0) }
            completingLater(transitions.animator)
            detail.transitioningDelegate = transitions
            detail.modalPresentationStyle = .custom
            home.present(detail, animated: true)
            XCTAssertEqual(transitions.asked, ["presented Detail by Home from Home"])
            XCTAssertEqual(log, ["Detail willAppear", "animate Home -> Detail", "Detail didAppear"],
                           "the animator runs between the presented one's viewWillAppear and viewDidAppear")
            XCTAssertEqual(transitions.animator.seen, ["container true", "toView true", "fromView false", "final true",
                                                       "interactive false", "in container true"])
            XCTAssertNil(detail.view.superview, "the presented screen's view is back out of the transition's container")
            XCTAssertTrue(window.topLayer === detail, "presented at once")
            XCTAssertNil(transitions.animator.ended, "its animation completes later on the virtual clock")
            scheduler.advanceTo(300)
            XCTAssertEqual(transitions.animator.ended, true, "completeTransition(true) ends it: animationEnded(true)")
        }
    }

    func testAnAnimatorThatNeverCompletesHangsNothing() {
        MainActor.assumeIsolated { () -> Void in
            let home = screen("Home")
            let window = window(showing: home)
            let detail = screen("Detail")
            let transitions = Transitions()
            transitions.animator.completes = false
            detail.transitioningDelegate = transitions
            home.present(detail, animated: true)
            scheduler.advanceTo(10_000)
            XCTAssertNil(transitions.animator.ended, "never completed: animationEnded is not called")
            XCTAssertTrue(window.topLayer === detail, "the presented screen shows all the same")
            detail.dismiss(animated: true)
            XCTAssertEqual(transitions.asked.last, "dismissed Detail", "the dismissal asks for its animator")
            XCTAssertTrue(window.presentedControllers.isEmpty, "and dismissing works")
        }
    }

    func testAnInteractionControllerStartsTheTransitionAndRunsTheAnimator() {
        MainActor.assumeIsolated { () -> Void in
            let home = screen("Home")
            _ = window(showing: home)
            let detail = screen("Detail")
            let transitions = Transitions()
            let interactor = UIPercentDrivenInteractiveTransition()
            transitions.interactor = interactor
            completingLater(transitions.animator)
            detail.transitioningDelegate = transitions
            home.present(detail, animated: true)
            XCTAssertEqual(transitions.animator.seen.last(where: { $0.hasPrefix("interactive") }), "interactive true")
            XCTAssertEqual(interactor.duration, 0.3, "the animator's duration")
            interactor.update(1.5)
            XCTAssertEqual(interactor.percentComplete, 1)
            interactor.finish()
            scheduler.advanceTo(300)
            XCTAssertEqual(transitions.animator.ended, true)
        }
    }

    func testAPushAndAPopAskTheNavigationDelegateForTheirAnimator() {
        MainActor.assumeIsolated { () -> Void in
            let root = screen("Root")
            let navigation = UINavigationController(rootViewController: root)
            _ = window(showing: navigation)
            let animations = NavigationAnimations()
            animations.animator.log = { [unowned self] in log.append($0) }
            navigation.delegate = animations
            let next = screen("Next")
            navigation.pushViewController(next, animated: true)
            navigation.popViewController(animated: true)
            XCTAssertEqual(animations.operations, [.push, .pop])
            XCTAssertEqual(log, ["Next willAppear", "animate Root -> Next", "Next didAppear",
                                 "Root willAppear", "animate Next -> Root", "Root didAppear"])
            XCTAssertNil(root.view.superview)
            XCTAssertEqual(animations.animator.seen.filter { $0.hasPrefix("fromView") }, ["fromView true", "fromView true"])
        }
    }

    func testTheNavigationDelegateIsAskedThroughRxsProxy() {
        MainActor.assumeIsolated { () -> Void in
            let root = screen("Root")
            let navigation = UINavigationController(rootViewController: root)
            _ = window(showing: navigation)
            let animations = NavigationAnimations()
            let forwarding = navigation.rx.setDelegate(animations)
            navigation.pushViewController(screen("Next"), animated: true)
            XCTAssertEqual(animations.operations, [.push], "the proxy forwards the animator question")
            forwarding.dispose()
        }
    }

    func testATabSwitchAsksTheTabBarControllersDelegate() {
        MainActor.assumeIsolated { () -> Void in
            let tabs = UITabBarController()
            tabs.viewControllers = [screen("One"), screen("Two")]
            _ = window(showing: tabs)
            let animations = NavigationAnimations()
            animations.animator.log = { [unowned self] in log.append($0) }
            tabs.delegate = animations
            tabs.selectedIndex = 1
            XCTAssertEqual(log, ["Two willAppear", "animate One -> Two", "Two didAppear"])
        }
    }

    func testNoDelegateNoAnimator() {
        MainActor.assumeIsolated { () -> Void in
            let home = screen("Home")
            _ = window(showing: home)
            home.present(screen("Plain"), animated: true)
            XCTAssertEqual(log, ["Plain willAppear", "Plain didAppear"])
        }
    }
}
