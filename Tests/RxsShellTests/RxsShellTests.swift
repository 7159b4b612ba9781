import RxsShell
import RxTest
import XCTest

/// The library as a user's package sees it: one import, a screen of one's own, and the whole
/// shell run on it through `RxsMain.run`.
final class RxsShellTests: XCTestCase, @unchecked Sendable {
    /// A ViewModel in RxSwift style: Observables in, Drivers out.
    private struct GreetingViewModel {
        let greeting: Driver<String>
        let canGreet: Driver<Bool>

        init(name: Observable<String>) {
            greeting = name.map { $0.isEmpty ? "" : "Hello, \($0)!" }.asDriver(onErrorJustReturn: "")
            canGreet = name.map { !$0.isEmpty }.asDriver(onErrorJustReturn: false)
        }
    }

    private final class GreetingViewController: ViewController {
        let nameField = TextField(id: "name", placeholder: "Your name")
        let greetingLabel = Label(id: "greeting", text: "")
        let greetButton = Button(id: "greet", title: "Greet")
        private let disposeBag = DisposeBag()

        init(environment: Environment) {
            super.init(name: "greeting", environment: environment)
            title = "Greeting"
        }

        override var elements: [any ViewElement] { [nameField, greetButton, greetingLabel] }

        override func viewDidLoad() {
            super.viewDidLoad()
            let viewModel = GreetingViewModel(name: nameField.rx.text.orEmpty.asObservable())
            viewModel.greeting.drive(greetingLabel.rx.text).disposed(by: disposeBag)
            viewModel.canGreet.drive(greetButton.rx.isEnabled).disposed(by: disposeBag)
        }
    }

    private static var screens: ScreenRegistry {
        var screens = ScreenRegistry()
        screens.register("greeting") { GreetingViewController(environment: $0) }
        return screens
    }

    private func script(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxsshell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("greeting.rxs").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testRunAndTestDriveTheCallersOwnScreen() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let passing = try script("""
                open greeting
                type name Ann
                expect greeting.text == "Hello, Ann!"
                expect greet.enabled == true
                """)
            XCTAssertEqual(RxsMain.run(arguments: ["test", passing], environment: [:], screens: Self.screens), 0)
            let failing = try script("""
                open greeting
                type name Ann
                expect greeting.text == "Hi"
                """)
            XCTAssertEqual(RxsMain.run(arguments: ["test", failing], environment: [:], screens: Self.screens), 1)
        }
    }

    func testTheBuiltInAppsAreNotThereUnlessRegistered() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let path = try script("open repos\n")
            XCTAssertEqual(RxsMain.run(arguments: ["run", path], environment: [:], screens: Self.screens), 2)
        }
    }

    func testScreensAndDescribeAnswerForTheCallersScreens() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(RxsMain.run(arguments: ["screens"], environment: [:], screens: Self.screens), 0)
            XCTAssertEqual(RxsMain.run(arguments: ["describe", "greeting"], environment: [:], screens: Self.screens), 0)
            XCTAssertEqual(RxsMain.run(arguments: ["describe", "greting"], environment: [:], screens: Self.screens), 2)
            XCTAssertEqual(RxsMain.run(arguments: ["describe", "repos"], environment: [:], screens: Self.screens), 2)
        }
    }

    func testASessionOnTheCallersScreens() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var options = SessionOptions()
            options.registry = { Self.screens }
            let session = Session(options: options)
            XCTAssertNoThrow(try session.device.open("greeting"))
            XCTAssertEqual(session.device.window.snapshot().screens.last?.title, "Greeting")
        }
    }
}
