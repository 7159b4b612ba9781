import RxSwift
import RxUI

/// The `entry` screen, pushed from `feed`: the entry's page in a web view, with the HUD up
/// while it loads.
public final class EntryViewController: ViewController {
    public static let screenName = "entry"

    let webView: WebView
    private let entry: Entry
    private(set) var viewModel: EntryViewModel?

    public init(entry: Entry, environment: Environment) {
        self.entry = entry
        webView = WebView(id: "web", scheduler: environment.mainScheduler)
        super.init(name: Self.screenName, environment: environment)
        title = entry.title
    }

    public override var elements: [any ViewElement] { [webView] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = EntryViewModel(entry: entry, didFinishLoad: webView.rx.didFinishLoad.asObservable())
        self.viewModel = viewModel

        viewModel.page
            .drive(onNext: { [webView] page in webView.load(page.url, title: page.title) })
            .disposed(by: disposeBag)
        showHUD(while: viewModel.isLoading)
    }
}
