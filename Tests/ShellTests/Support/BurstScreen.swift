import Foundation
import RxSwift
import RxUI
import RxCocoa
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `burst`: tapping `go` merges `BurstScreen.count` `URLSession.shared.rx.response` requests in
/// one step — every other one to a URL a built-in cassette answers, the rest to URLs none does
/// (the service's 404) — and `answered` shows how many came back, once all have.
final class BurstScreen: ViewController {
    /// Requests per tap; a test sets it before tapping.
    nonisolated(unsafe) static var count = 10

    let go = Button(id: "go", title: "Go")
    let answered = Label(id: "answered", text: "")

    init(environment: Environment) {
        super.init(name: "burst", environment: environment)
        title = "Burst"
    }

    override var elements: [any ViewElement] { [go, answered] }

    override func viewDidLoad() {
        super.viewDidLoad()
        go.rx.tap
            .flatMapLatest { _ -> Observable<Int> in
                let requests = (0..<BurstScreen.count).compactMap { index -> Observable<Int>? in
                    let path = index % 2 == 0 ? "octocat/repos" : "nobody-\(index)/repos"
                    guard let url = URL(string: "https://api.github.com/users/" + path) else { return nil }
                    return URLSession.shared.rx.response(request: URLRequest(url: url)).map { $0.response.statusCode }
                }
                return Observable.merge(requests).reduce(0) { count, _ in count + 1 }
            }
            .map { "\($0) answered" }
            .bind(to: answered.rx.text)
            .disposed(by: disposeBag)
    }
}
