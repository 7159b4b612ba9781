import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import SignUp

/// The ViewModel on a TestScheduler, unchanged: it uses `MainScheduler.instance` itself, so the
/// test runs it with the TestScheduler standing in for the main scheduler. The ViewModel is
/// main-actor isolated (it presents alerts): each test runs on XCTest's main thread in
/// `MainActor.assumeIsolated`, since swift-corelibs-xctest cannot run a `@MainActor` test class.
final class SignUpViewModelTests: XCTestCase, @unchecked Sendable {
    /// Answers after 20 virtual milliseconds: "taken" is taken; accounts are always made.
    private struct SlowDirectory: UserDirectory {
        let scheduler: TestScheduler

        func isUsernameFree(_ username: String) -> Observable<Bool> {
            Observable.just(username != "taken").delay(.milliseconds(20), scheduler: scheduler)
        }

        func register(username: String, password: String) -> Observable<Bool> {
            Observable.just(true).delay(.milliseconds(20), scheduler: scheduler)
        }
    }

    private struct SilentWireframe: Wireframe {
        func prompt(_ message: String, actions: [String]) -> Observable<String> { .just(actions[0]) }
    }

    @MainActor private func viewModel(_ scheduler: TestScheduler, username: [Recorded<Event<String>>],
                           taps: [Recorded<Event<Void>>] = []) -> SignUpViewModel {
        SignUpViewModel(
            username: scheduler.createHotObservable(username).asObservable(),
            password: scheduler.createHotObservable([.next(200, "secret1")]).asObservable(),
            repeatedPassword: scheduler.createHotObservable([.next(200, "secret1")]).asObservable(),
            signUpTaps: scheduler.createHotObservable(taps).asObservable(),
            directory: SlowDirectory(scheduler: scheduler), rules: SignUpRules(), wireframe: SilentWireframe())
    }

    /// One clock tick is a millisecond: the throttle lets "tak" through, holds "taken" for
    /// 300 ms, then "free-name" for the next 300.
    func testTheUsernameIsThrottledThenChecked() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            let model = viewModel(scheduler, username: [.next(210, "tak"), .next(215, "taken"), .next(600, "free-name")])
            let states = scheduler.runAsMainScheduler { scheduler.start { model.usernameState } }
            let expected: [Recorded<Event<FieldState>>] = [
                .next(210, .checking), .next(230, .ok("tak is available")),
                .next(510, .checking), .next(530, .failed("taken is already taken")),
                .next(810, .checking), .next(830, .ok("free-name is available")),
            ]
            XCTAssertEqual(states.events, expected)
        }
    }

    func testSigningUpTurnsTheActivityOnForTheRequest() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            let model = viewModel(scheduler, username: [.next(200, "someone")], taps: [.next(300, ())])
            let signingUp = scheduler.createObserver(Bool.self)
            let signedUp = scheduler.createObserver(Bool.self)
            scheduler.runAsMainScheduler {
                _ = model.isSigningUp.subscribe(signingUp)
                _ = model.signedUp.subscribe(signedUp)
                scheduler.start()
        }
        XCTAssertEqual(signingUp.events, [.next(0, false), .next(300, true), .next(320, false)])
        XCTAssertEqual(signedUp.events, [.next(320, true)])
        }
    }
}
