import Foundation
import RxSwift
import RxUI
import RxCocoa
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ported`: a screen written as an iOS one is, with nothing injected: `MainScheduler.instance`
/// for `throttle`, `debounce` and `observe(on:)`, a background `SerialDispatchQueueScheduler`,
/// RxCocoa's default `Binder`, `print`, and `URLSession.shared.rx.data(request:)`.
/// Typing a name checks it on `https://api.github.com/users/NAME` (taken when the server
/// answers 200) 300 ms after the typing stops; `check` prints the name.
final class PortedScreen: ViewController {
    /// Where names are checked; a live test points it at its loopback server.
    nonisolated(unsafe) static var usersURL = "https://api.github.com/users/"
    /// Sent as `Authorization` with each check when set (a test of where credentials go).
    nonisolated(unsafe) static var authorization: String?

    let username = TextField(id: "username", placeholder: "username")
    let availability = Label(id: "availability", text: "")
    let check = Button(id: "check", title: "Check")
    let background = SerialDispatchQueueScheduler(qos: .userInitiated)

    init(environment: Environment) {
        super.init(name: "ported", environment: environment)
        title = "Ported"
    }

    override var elements: [any ViewElement] { [username, availability, check] }

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = username.rx.text.orEmpty.asObservable()
        name.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .do(onNext: { print("checking", $0) })
            .flatMapLatest { name -> Observable<String> in
                guard let url = URL(string: PortedScreen.usersURL + name) else { return .just("invalid") }
                var request = URLRequest(url: url)
                request.setValue(PortedScreen.authorization, forHTTPHeaderField: "Authorization")
                return URLSession.shared.rx.data(request: request)
                    .observe(on: self.background)
                    .map { _ in "\(name) is taken" }
                    .catchAndReturn("\(name) is free")
            }
            .observe(on: MainScheduler.instance)
            .bind(to: Binder(availability) { label, text in
                label.text = text
                print("shown:", text)
            })
            .disposed(by: disposeBag)
        check.rx.tap.throttle(.milliseconds(500), scheduler: MainScheduler.instance)
            .withLatestFrom(name)
            .subscribe(onNext: { print("check tapped for \($0)\nsecond line") })
            .disposed(by: disposeBag)
    }
}
