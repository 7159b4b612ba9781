extension StarterTemplates {
    /// `Tests/NAMETests/HelloViewModelTests.swift`: the ViewModel on a TestScheduler.
    static func tests(_ starter: Starter) -> String {
        #"""
        import \#(starter.name)
        import RxCocoa
        import RxSwift
        import RxTest
        import XCTest

        /// HelloViewModel on a TestScheduler, as RxTest tests an RxSwift ViewModel. Drivers
        /// deliver on the (mocked) main scheduler, one tick after their cause.
        final class HelloViewModelTests: XCTestCase {
            private let scheduler = TestScheduler(initialClock: 0)

            private func viewModel(name: [Recorded<Event<String>>],
                                   taps: [Recorded<Event<Void>>] = []) -> HelloViewModel {
                // A text field's text starts with its current value, "".
                let name = scheduler.createHotObservable(name).asObservable().startWith("")
                let taps = scheduler.createHotObservable(taps).asObservable()
                return SharingScheduler.mock(scheduler: scheduler) {
                    HelloViewModel(name: name, greetTaps: taps)
                }
            }

            func testGreetIsEnabledWhileTheNameHasMoreThanBlanks() {
                let viewModel = viewModel(name: [.next(210, "A"), .next(220, "Ann"), .next(230, "  ")])
                let canGreet = scheduler.start { viewModel.canGreet.asObservable() }
                XCTAssertEqual(canGreet.events, [.next(201, false), .next(211, true), .next(231, false)])
            }

            func testEachTapGreetsTheLatestName() {
                let viewModel = viewModel(name: [.next(210, "Ann"), .next(300, " Bob ")],
                                          taps: [.next(250, ()), .next(310, ())])
                let greeting = scheduler.start { viewModel.greeting.asObservable() }
                XCTAssertEqual(greeting.events, [.next(251, "Hello, Ann!"), .next(311, "Hello, Bob!")])
            }
        }

        """#
    }
}
