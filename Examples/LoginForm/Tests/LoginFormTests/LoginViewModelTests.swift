import LoginForm
import RxsShell
import RxTest
import XCTest

/// LoginViewModel on a TestScheduler, as RxTest tests it: fields are hot observables that
/// start with the empty text, the API answers after 20 ticks, and Drivers and Signals
/// deliver on the mocked main scheduler one tick after their cause.
final class LoginViewModelTests: XCTestCase {
    private var scheduler = TestScheduler(initialClock: 0)

    /// Answers "Ann" for the password "swordfish" and wrong credentials otherwise, 20 ticks
    /// after the request.
    private struct FakeLoginAPI: LoginAPI {
        let scheduler: TestScheduler

        func login(email: String, password: String) -> Single<User> {
            let answer: [Recorded<Event<User>>] = password == "swordfish"
                ? [.next(20, User(name: "Ann")), .completed(20)]
                : [.error(20, LoginError.wrongCredentials)]
            return scheduler.createColdObservable(answer).asObservable().asSingle()
        }
    }

    private struct Observers {
        let enabled: TestableObserver<Bool>
        let loggingIn: TestableObserver<Bool>
        let welcome: TestableObserver<String>
        let error: TestableObserver<String>
    }

    private func run(email: [Recorded<Event<String>>], password: [Recorded<Event<String>>],
                     taps: [Recorded<Event<Void>>] = []) -> Observers {
        let email = scheduler.createHotObservable(email).asObservable().startWith("")
        let password = scheduler.createHotObservable(password).asObservable().startWith("")
        let taps = scheduler.createHotObservable(taps).asObservable()
        let viewModel = SharingScheduler.mock(scheduler: scheduler) {
            LoginViewModel(email: email, password: password, loginTap: taps, api: FakeLoginAPI(scheduler: scheduler))
        }
        let observers = Observers(enabled: scheduler.createObserver(Bool.self),
                                  loggingIn: scheduler.createObserver(Bool.self),
                                  welcome: scheduler.createObserver(String.self),
                                  error: scheduler.createObserver(String.self))
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            viewModel.isLoginEnabled.drive(observers.enabled).disposed(by: bag)
            viewModel.isLoggingIn.drive(observers.loggingIn).disposed(by: bag)
            viewModel.welcome.drive(observers.welcome).disposed(by: bag)
            viewModel.error.emit(to: observers.error).disposed(by: bag)
        }
        scheduler.advanceTo(1000)
        return observers
    }

    func testTheButtonIsEnabledOnlyWhileBothFieldsAreValid() {
        let observers = run(email: [.next(210, "ann"), .next(220, "ann@example.com"), .next(250, "ann@example")],
                            password: [.next(230, "short"), .next(240, "swordfish")])
        XCTAssertEqual(observers.enabled.events, [.next(201, false), .next(241, true), .next(251, false)])
    }

    func testTheRightPasswordWelcomesTheUserWithTheSpinnerUpMeanwhile() {
        let observers = run(email: [.next(210, "ann@example.com")], password: [.next(220, "swordfish")],
                            taps: [.next(300, ())])
        XCTAssertEqual(observers.loggingIn.events, [.next(201, false), .next(301, true), .next(321, false)])
        XCTAssertEqual(observers.enabled.events, [.next(201, false), .next(221, true), .next(301, false), .next(321, true)])
        XCTAssertEqual(observers.welcome.events, [.next(321, "Welcome, Ann!")])
        XCTAssertEqual(observers.error.events, [])
    }

    func testAWrongPasswordEndsInTheErrorAndTheFormWorksAgain() {
        let observers = run(email: [.next(210, "ann@example.com")], password: [.next(220, "wrongpass"), .next(400, "swordfish")],
                            taps: [.next(300, ()), .next(500, ())])
        XCTAssertEqual(observers.error.events, [.next(321, "Wrong email or password.")])
        XCTAssertEqual(observers.welcome.events, [.next(521, "Welcome, Ann!")])
    }

    func testATapWhileLoggingInSendsNoSecondRequest() {
        let observers = run(email: [.next(210, "ann@example.com")], password: [.next(220, "swordfish")],
                            taps: [.next(300, ()), .next(310, ())])
        XCTAssertEqual(observers.welcome.events, [.next(321, "Welcome, Ann!")])
    }

    func testEmailShapes() {
        let viewModelEmails = ["ann@example.com": true, "ann@example": false, "@example.com": false,
                               "ann @example.com": false, "ann@@example.com": false, "": false]
        for (email, valid) in viewModelEmails {
            scheduler = TestScheduler(initialClock: 0)
            let observers = run(email: [.next(210, email)], password: [.next(220, "swordfish")])
            XCTAssertEqual(observers.enabled.events.last?.value.element, valid, email)
        }
    }
}
