import RxCocoa
import RxSwift
import UIKit

/// A service written as iOS code writes it: URLSession and URLRequest through `import RxCocoa`,
/// no `import FoundationNetworking`.
final class RepositoryService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func repositories(query: String) -> Observable<Data> {
        var components = URLComponents(string: "https://api.github.com/search/repositories")
        components?.queryItems = [URLQueryItem(name: "q", value: query)]
        guard let url = components?.url else { return .empty() }
        var request = URLRequest(url: url)
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        return session.rx.data(request: request)
    }
}

/// Events typed with RxCocoa's names for them.
@MainActor
final class DisplayTracker {
    private let disposeBag = DisposeBag()
    private(set) var shown: [IndexPath] = []
    private(set) var customized = false

    func track(collectionView: UICollectionView, tabBarController: UITabBarController) {
        let willDisplay: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewCellEvent> =
            collectionView.rx.willDisplayCell
        willDisplay
            .subscribe(onNext: { [weak self] event in self?.shown.append(event.at) })
            .disposed(by: disposeBag)
        collectionView.rx.willDisplaySupplementaryView
            .subscribe(onNext: { event in print(event.elementKind, event.supplementaryView, event.at) })
            .disposed(by: disposeBag)
        tabBarController.rx.didEndCustomizing
            .subscribe(onNext: { [weak self] event in self?.customized = event.changed && !event.viewControllers.isEmpty })
            .disposed(by: disposeBag)
    }
}
