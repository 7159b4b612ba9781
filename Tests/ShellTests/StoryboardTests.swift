import Foundation
import RxUI
import XCTest

@testable import RxsSession

/// A screen whose button makes a controller from a storyboard, as a navigator does; the
/// storyboard name and identifier are the test's.
private final class NavigatingViewController: UIViewController {
    nonisolated(unsafe) static var storyboardName = "Main"
    nonisolated(unsafe) static var identifier = "DetailViewController"
    private let disposeBag = DisposeBag()
    let goButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(goButton)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.rx.event.subscribe(onNext: { [weak self] _ in
            if let self { Self.pushInitial(on: self) }
        }).disposed(by: disposeBag)
        goButton.rx.tap.subscribe(onNext: { [weak self] in self?.go() }).disposed(by: disposeBag)
    }

    static let storyboardLine = #line + 2
    private func go() {
        let storyboard = UIStoryboard(name: Self.storyboardName, bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: Self.identifier)
        navigationController?.pushViewController(controller, animated: true)
    }

    /// The storyboard's initial controller, pushed.
    static func pushInitial(on controller: UIViewController) {
        guard let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() else { return }
        controller.navigationController?.pushViewController(initial, animated: false)
    }
}

private final class StoryboardDetailViewController: UIViewController {}

final class StoryboardTests: XCTestCase, @unchecked Sendable {
    @MainActor private func session(storyboardName: String, identifier: String) -> Session {
        NavigatingViewController.storyboardName = storyboardName
        NavigatingViewController.identifier = identifier
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            registry.register("navigating") { _ in NavigatingViewController() }
            var main = Storyboard(name: "Main", initial: "StoryboardDetailViewController")
            main.register(StoryboardDetailViewController.self) { StoryboardDetailViewController() }
            main.register("Settings") { UIViewController() }
            registry.register(main)
            return registry
        }
        let session = Session(options: options)
        session.lines(["open navigating"])
        return session
    }

    /// `file:line` of the storyboard's line, or of the line after it.
    @MainActor private func place(_ offset: Int = 0) -> String {
        "ShellTests/StoryboardTests.swift:\(NavigatingViewController.storyboardLine + offset)"
    }

    func testAnIdentifierMakesItsRegisteredController() {
        MainActor.assumeIsolated { () -> Void in
            let session = session(storyboardName: "Main", identifier: "StoryboardDetailViewController")
            session.lines(["tap goButton"])
            XCTAssertEqual(session.snapshot.top?.name, "storyboardDetail")
            XCTAssertEqual(session.snapshot.screens.count, 2)
        }
    }

    func testTheInitialControllerIsTheOneTheStoryboardNames() {
        MainActor.assumeIsolated { () -> Void in
            let session = session(storyboardName: "Main", identifier: "Settings")
            session.lines(["gesture tap"])
            XCTAssertEqual(session.snapshot.top?.name, "storyboardDetail")
        }
    }

    func testTheInitialControllerAndUnknownNamesOutsideASession() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertNil(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController(),
                         "outside a session no storyboard is registered")
        }
    }

    func testAnUnknownStoryboardFailsTheStepNamingThePlace() {
        MainActor.assumeIsolated { () -> Void in
            let session = session(storyboardName: "Mian", identifier: "StoryboardDetailViewController")
            XCTAssertEqual(session.error("tap goButton"), """
                flow.rxs:1:1: error: \(place()):38: no storyboard "Mian"; did you mean "Main"?
                tap goButton
                ^~~
                UIKit would stop the app here
                """)
            XCTAssertEqual(session.snapshot.top?.element("storyboardError")?.value(of: "text"),
                           .string("no storyboard \"Mian\""), "the placeholder screen says what is missing")
        }
    }

    func testAnUnknownIdentifierFailsTheStepNamingThePlace() {
        MainActor.assumeIsolated { () -> Void in
            let session = session(storyboardName: "Main", identifier: "Setings")
            XCTAssertEqual(session.error("tap goButton"), """
                flow.rxs:1:1: error: \(place(1)):62: storyboard "Main" has no view controller "Setings"; did you mean "Settings"?
                tap goButton
                ^~~
                UIKit would stop the app here
                """)
        }
    }

    func testAStoryboardNoOneRegisteredListsTheOnesThatAre() {
        MainActor.assumeIsolated { () -> Void in
            let session = session(storyboardName: "Onboarding", identifier: "Start")
            XCTAssertTrue(session.error("tap goButton").contains(": no storyboard \"Onboarding\"; storyboards: Main\n"))
        }
    }
}
