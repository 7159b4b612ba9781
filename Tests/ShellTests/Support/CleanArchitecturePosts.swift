import Foundation
import RxCocoa
import RxSwift
import UIKit

// The posts screens of CleanArchitectureRxSwift (sergdort), written as that app writes them:
// the list reloads on `viewWillAppear` (`rx.sentMessage`), its navigator makes screens from the
// storyboard by identifier and presents the create screen in a navigation controller, whose
// navigator dismisses it. The changes for Linux, as docs/PORTING.md lists them: the imports,
// `rx.sentMessage(.viewWillAppear)` for `#selector(...)`, outlets as plain properties (the
// storyboard's part is `Storyboard.register(_:factory:outlets:)` in `TestScreens`), and plain
// table cells (custom cells are not part of this flow).

struct Post: Equatable {
    let uid: String
    let title: String
    let body: String
}

/// The use case over an in-memory store (the app's is Realm, Core Data or the network).
final class PostsUseCase {
    private var stored = [Post(uid: "1", title: "Hello", body: "The first post")]

    func posts() -> Observable<[Post]> {
        Observable.deferred { [unowned self] in Observable.just(self.stored) }
    }

    func save(post: Post) -> Observable<Void> {
        Observable.deferred { [unowned self] in
            self.stored.append(post)
            return Observable.just(())
        }
    }
}

extension ObservableType {
    func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    func mapToVoid() -> Observable<Void> {
        map { _ in }
    }
}

extension SharedSequenceConvertibleType {
    func mapToVoid() -> SharedSequence<SharingStrategy, Void> {
        map { _ in }
    }
}

extension UIStoryboard {
    func instantiateViewController<T>(ofType type: T.Type) -> T {
        // As the app writes it; the storyboard's factory makes exactly this type.
        instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}

protocol PostsNavigator {
    func toCreatePost()
    func toPosts()
}

final class DefaultPostsNavigator: @preconcurrency PostsNavigator {
    private let storyBoard: UIStoryboard
    private let navigationController: UINavigationController
    private let useCase: PostsUseCase

    init(useCase: PostsUseCase, navigationController: UINavigationController, storyBoard: UIStoryboard) {
        self.useCase = useCase
        self.navigationController = navigationController
        self.storyBoard = storyBoard
    }

    @MainActor func toPosts() {
        let vc = storyBoard.instantiateViewController(ofType: PostsViewController.self)
        vc.viewModel = PostsViewModel(useCase: useCase, navigator: self)
        navigationController.pushViewController(vc, animated: true)
    }

    @MainActor func toCreatePost() {
        let navigator = DefaultCreatePostNavigator(navigationController: navigationController)
        let viewModel = CreatePostViewModel(createPostUseCase: useCase, navigator: navigator)
        let vc = storyBoard.instantiateViewController(ofType: CreatePostViewController.self)
        vc.viewModel = viewModel
        let nc = UINavigationController(rootViewController: vc)
        // The app ran on iOS 12, whose default this was: a page sheet (iOS 13's) leaves the
        // list on screen, so it would hear no viewWillAppear and not reload.
        nc.modalPresentationStyle = .fullScreen
        navigationController.present(nc, animated: true, completion: nil)
    }
}

protocol CreatePostNavigator {
    func toPosts()
}

final class DefaultCreatePostNavigator: @preconcurrency CreatePostNavigator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    @MainActor func toPosts() {
        navigationController.dismiss(animated: true)
    }
}

final class PostsViewModel {
    struct Input {
        let trigger: Driver<Void>
        let createPostTrigger: Driver<Void>
    }

    struct Output {
        let posts: Driver<[String]>
        let createPost: Driver<Void>
    }

    private let useCase: PostsUseCase
    private let navigator: PostsNavigator

    init(useCase: PostsUseCase, navigator: PostsNavigator) {
        self.useCase = useCase
        self.navigator = navigator
    }

    func transform(input: Input) -> Output {
        let posts = input.trigger.flatMapLatest { [useCase] in
            useCase.posts().asDriverOnErrorJustComplete().map { $0.map(\.title) }
        }
        let createPost = input.createPostTrigger.do(onNext: navigator.toCreatePost)
        return Output(posts: posts, createPost: createPost)
    }
}

final class PostsViewController: UIViewController {
    private let disposeBag = DisposeBag()

    var viewModel: PostsViewModel!
    var tableView: UITableView!
    var createPostButton: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    private func bindViewModel() {
        assert(viewModel != nil)
        let viewWillAppear = rx.sentMessage(.viewWillAppear)
            .mapToVoid()
            .asDriverOnErrorJustComplete()
        let input = PostsViewModel.Input(trigger: viewWillAppear,
                                         createPostTrigger: createPostButton.rx.tap.asDriver())
        let output = viewModel.transform(input: input)
        output.posts.drive(tableView.rx.items(cellIdentifier: "PostCell")) { _, title, cell in
            cell.textLabel?.text = title
        }.disposed(by: disposeBag)
        output.createPost
            .drive()
            .disposed(by: disposeBag)
    }
}

final class CreatePostViewModel {
    struct Input {
        let cancelTrigger: Driver<Void>
        let saveTrigger: Driver<Void>
        let title: Driver<String>
        let details: Driver<String>
    }

    struct Output {
        let dismiss: Driver<Void>
        let saveEnabled: Driver<Bool>
    }

    private let createPostUseCase: PostsUseCase
    private let navigator: CreatePostNavigator

    init(createPostUseCase: PostsUseCase, navigator: CreatePostNavigator) {
        self.createPostUseCase = createPostUseCase
        self.navigator = navigator
    }

    func transform(input: Input) -> Output {
        let titleAndDetails = Driver.combineLatest(input.title, input.details)
        let canSave = titleAndDetails.map { !$0.0.isEmpty && !$0.1.isEmpty }
        let save = input.saveTrigger.withLatestFrom(titleAndDetails)
            .map { Post(uid: $0.0, title: $0.0, body: $0.1) }
            .flatMapLatest { [createPostUseCase] in
                createPostUseCase.save(post: $0).asDriverOnErrorJustComplete()
            }
        let dismiss = Driver.of(save, input.cancelTrigger)
            .merge()
            .do(onNext: navigator.toPosts)
        return Output(dismiss: dismiss, saveEnabled: canSave)
    }
}

final class CreatePostViewController: UIViewController {
    private let disposeBag = DisposeBag()

    var viewModel: CreatePostViewModel!
    var cancelButton: UIBarButtonItem!
    var saveButton: UIBarButtonItem!
    var titleTextField: UITextField!
    var detailsTextView: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = CreatePostViewModel.Input(cancelTrigger: cancelButton.rx.tap.asDriver(),
                                              saveTrigger: saveButton.rx.tap.asDriver(),
                                              title: titleTextField.rx.text.orEmpty.asDriver(),
                                              details: detailsTextView.rx.text.orEmpty.asDriver())
        let output = viewModel.transform(input: input)
        output.dismiss.drive()
            .disposed(by: disposeBag)
        output.saveEnabled.drive(saveButton.rx.isEnabled)
            .disposed(by: disposeBag)
    }
}
