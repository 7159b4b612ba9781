import RxSwift
import RxUI

/// The entry screen's ViewModel (the seed's detail screen): which page to load, and whether
/// it is still loading (the seed showed SVProgressHUD meanwhile).
public final class EntryViewModel {
    /// A page for the web view: where it is and the document title it turns out to have.
    public struct Page: Equatable, Sendable {
        public var url: String
        public var title: String
    }

    public let page: Driver<Page>
    public let isLoading: Driver<Bool>

    /// An entry without a link opens a blank page rather than nothing.
    static let blankPage = "about:blank"

    /// - Parameter didFinishLoad: the web view's page-loaded events.
    public init(entry: Entry, didFinishLoad: Observable<Void>) {
        page = Driver.just(Page(url: entry.link?.absoluteString ?? Self.blankPage, title: entry.title))
        isLoading = didFinishLoad.map { false }.startWith(true).asDriver(onErrorJustReturn: false)
    }
}
