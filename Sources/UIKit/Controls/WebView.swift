import Foundation
import Dispatch
import RxCocoa
import RxSwift

/// A headless web view, as `WKWebView`: loading a URL takes `loadTime` on the injected
/// scheduler, then the page has "loaded" with the title given for it. Back and forward walk
/// the history of loaded URLs.
public final class _WebView: UIView, _ViewElement {
    /// Not decoded from archives, and has no appearance proxy: rxs's own, which no app names.
    public required init?(coder: NSCoder) {
        return nil
    }

    public private(set) var url: String? {
        didSet { noteChange() }
    }
    public private(set) var title: String? {
        didSet { noteChange() }
    }
    public private(set) var isLoading = false {
        didSet { noteChange() }
    }
    private var history: [(url: String, title: String?)] = [] {
        didSet { noteChange() }
    }
    private var position = -1 {
        didSet { noteChange() }
    }
    private let scheduler: any SchedulerType
    private let loadTime: RxTimeInterval
    private let pendingLoad = SerialDisposable()
    let finished = PublishSubject<Void>()

    public init(id: String, scheduler: any SchedulerType, loadTime: RxTimeInterval = .milliseconds(300)) {
        self.scheduler = scheduler
        self.loadTime = loadTime
        super.init(frame: .zero)
        self.id = id
    }

    deinit {
        pendingLoad.dispose()
    }

    public var canGoBack: Bool { position > 0 }
    public var canGoForward: Bool { position < history.count - 1 }

    /// Starts loading `url`; `title` is the document title the page turns out to have.
    public func load(_ url: String, title: String? = nil) {
        history = Array(history.prefix(position + 1)) + [(url, title)]
        position = history.count - 1
        startLoading()
    }

    public func goBack() {
        guard canGoBack else { return }
        position -= 1
        startLoading()
    }

    public func goForward() {
        guard canGoForward else { return }
        position += 1
        startLoading()
    }

    public func stopLoading() {
        pendingLoad.disposable = Disposables.create()
        isLoading = false
    }

    private func startLoading() {
        let page = history[position]
        url = page.url
        title = nil
        isLoading = true
        pendingLoad.disposable = scheduler.scheduleRelative((), dueTime: loadTime, label: "web page load") { [weak self] _ in
            self?.finishLoading(title: page.title)
            return Disposables.create()
        }
    }

    private func finishLoading(title: String?) {
        self.title = title
        isLoading = false
        finished.onNext(())
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            .webView(id: id, url: url, title: title, loading: isLoading,
                     canGoBack: canGoBack, canGoForward: canGoForward, hidden: isHidden)
        }
    }
}

extension Reactive where Base: _WebView {
    /// Fires when a page has finished loading.
    @preconcurrency @MainActor public var didFinishLoad: ControlEvent<Void> { ControlEvent(events: base.finished) }

    /// Loads each URL that arrives.
    @preconcurrency @MainActor public var load: Binder<String> {
        Binder(base as _WebView) { webView, url in webView.load(url) }
    }
}
