import Foundation
import RxSwift
import RxUI

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Screens for interpreter tests that need what the built-in apps do not have: a timer that
/// never stops, and a form whose every reaction is known exactly.
enum TestScreens {
    @MainActor static var registry: ScreenRegistry {
        var registry = ScreenRegistry()
        registry.register("form") { FormScreen(environment: $0) }
        registry.register("ticker") { TickerScreen(environment: $0) }
        registry.register("ported") { PortedScreen(environment: $0) }
        registry.register("application") { ApplicationScreen(environment: $0) }
        registry.register("lifecycle") { LifecycleScreen(environment: $0) }
        registry.register("burst") { BurstScreen(environment: $0) }
        registry.register("presenter") { _ in PresenterViewController() }
        registry.register("posts") { _ in PostsStoryboard.mainInterface() }
        registry.register(PostsStoryboard.main)
        return registry
    }

    /// A session on the test screens, autosettle off as in scripts.
    @MainActor static func session(width: Int = SessionOptions.defaultWidth) -> Session {
        var options = SessionOptions.builtIn
        options.registry = { registry }
        options.width = width
        return Session(options: options)
    }
}

/// `form`: `nameField` → debounce 500 ms → `echo`; `sendButton` enabled from 3 characters;
/// tapping it pushes a `sent` screen titled with the name, or, for the name "fail", presents
/// an alert "Not sent" with buttons OK and Retry.
final class FormScreen: ViewController {
    let nameField = TextField(id: "nameField", placeholder: "name")
    let sendButton = Button(id: "sendButton", title: "Send")
    let echo = Label(id: "echo", text: "")

    init(environment: Environment) {
        super.init(name: "form", environment: environment)
        title = "Form"
    }

    override var elements: [any ViewElement] { [nameField, sendButton, echo] }

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = nameField.rx.text.orEmpty.asObservable()
        name.map { $0.count >= 3 }.bind(to: sendButton.rx.isEnabled).disposed(by: disposeBag)
        name.debounce(.milliseconds(500), scheduler: environment.mainScheduler)
            .map(Optional.some)
            .bind(to: echo.rx.text)
            .disposed(by: disposeBag)
        sendButton.rx.tap.withLatestFrom(name)
            .subscribe(onNext: { [weak self] name in self?.send(name) })
            .disposed(by: disposeBag)
    }

    private func send(_ name: String) {
        guard name != "fail" else {
            let alert = Alert(title: "Not sent", message: "cannot send \(name)")
            alert.addAction(AlertAction(title: "OK"))
            alert.addAction(AlertAction(title: "Retry"))
            present(alert)
            return
        }
        let sent = ViewController(name: "sent", environment: environment)
        sent.title = name
        navigationController?.pushViewController(sent)
    }
}

/// `ticker`: `clock` counts the seconds since the screen opened, forever.
///
/// Tests open another screen before a session with a ticker goes away: when the last
/// reference to the scheduler is the interval's pending item, RxCore's teardown re-enters
/// `ScheduledItem.disposeResources` and traps (exclusive access to `action`).
final class TickerScreen: ViewController {
    let clock = Label(id: "clock", text: "0")

    init(environment: Environment) {
        super.init(name: "ticker", environment: environment)
        title = "Ticker"
    }

    override var elements: [any ViewElement] { [clock] }

    override func viewDidLoad() {
        super.viewDidLoad()
        Observable<Int>.interval(.seconds(1), scheduler: environment.mainScheduler)
            .map { String($0 + 1) }
            .bind(to: clock.rx.text)
            .disposed(by: disposeBag)
    }
}

/// `application`: iOS code reaching for `UIApplication.shared` — `busy` drives its network
/// activity indicator, `help` opens a URL; in a session both are the session's.
final class ApplicationScreen: ViewController {
    let busy = UISwitch(id: "busy")
    let help = UIButton(id: "help", title: "Help")

    init(environment: Environment) {
        super.init(name: "application", environment: environment)
    }

    override var elements: [any ViewElement] { [busy, help] }

    override func viewDidLoad() {
        super.viewDidLoad()
        busy.rx.isOn.bind(to: UIApplication.shared.rx.isNetworkActivityIndicatorVisible).disposed(by: disposeBag)
        help.rx.tap.subscribe(onNext: {
            guard let url = URL(string: "https://example.com/help") else { return }
            UIApplication.shared.open(url)
        }).disposed(by: disposeBag)
    }
}

/// `lifecycle`: prints each appearance call it gets; `next` pushes a second one (`second`),
/// so a flow sees UIKit's order of calls on push and pop in its log lines.
final class LifecycleScreen: ViewController {
    let nextButton = UIButton(id: "next", title: "Next")

    init(screenName: String = "lifecycle", environment: Environment) {
        super.init(name: screenName, environment: environment)
    }

    override var elements: [any ViewElement] { [nextButton] }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(name) viewDidLoad")
        nextButton.rx.tap.subscribe(onNext: { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(LifecycleScreen(screenName: "second", environment: self.environment), animated: true)
        }).disposed(by: disposeBag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(name) viewDidDisappear")
    }
}

/// The storyboard `Main` of the app: its scenes' views and outlets, as Interface Builder
/// connects them when a scene's view loads.
enum PostsStoryboard {
    @MainActor static var main: Storyboard {
        var main = Storyboard(name: "Main", initial: "PostsViewController")
        main.register(PostsViewController.self, factory: { PostsViewController() }, outlets: { vc in
            vc.title = "Posts"
            vc.tableView = UITableView(frame: .zero, style: .plain)
            vc.view.addSubview(vc.tableView)
            vc.createPostButton = UIBarButtonItem(barButtonSystemItem: .add)
            vc.navigationItem.rightBarButtonItem = vc.createPostButton
        })
        main.register(CreatePostViewController.self, factory: { CreatePostViewController() }, outlets: { vc in
            vc.title = "Create Post"
            vc.cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel)
            vc.saveButton = UIBarButtonItem(barButtonSystemItem: .save)
            vc.navigationItem.leftBarButtonItem = vc.cancelButton
            vc.navigationItem.rightBarButtonItem = vc.saveButton
            vc.titleTextField = UITextField()
            vc.detailsTextView = UITextView()
            vc.view.addSubview(vc.titleTextField)
            vc.view.addSubview(vc.detailsTextView)
        })
        return main
    }

    /// What the app's `Application.configureMainInterface(in:)` does: a navigation controller
    /// as the window's root, its navigator pushing the posts.
    @MainActor static func mainInterface() -> UIViewController {
        let navigationController = UINavigationController()
        let navigator = DefaultPostsNavigator(useCase: PostsUseCase(), navigationController: navigationController,
                                              storyBoard: UIStoryboard(name: "Main", bundle: nil))
        navigator.toPosts()
        return navigationController
    }
}
