import RxCocoa
import RxSwift
import UIKit

/// A photo grid as a collection view controller, with a flow layout and its delegate.
final class ControllersFixturePhotosViewController: UICollectionViewController {
    private var photos = ["Beach", "Forest", "City"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = false
        installsStandardGestureForInteractiveMovement = true
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        let label = UILabel()
        label.text = photos[indexPath.item]
        cell.contentView.addSubview(label)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = ControllersFixtureDetailViewController()
        detail.transitioningDelegate = detail.transitions
        detail.modalPresentationStyle = .custom
        present(detail, animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                 sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width / 3 - 2, height: 120)
    }
}

/// A fade, as apps write their first custom transition.
final class ControllersFixtureFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting, let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            container.addSubview(toView)
        }
        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.presenting {
                transitionContext.view(forKey: .to)?.alpha = 1
            } else {
                fromView?.alpha = 0
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ControllersFixtureTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ControllersFixtureFadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ControllersFixtureFadeAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

final class ControllersFixtureDetailViewController: UIViewController {
    let transitions = ControllersFixtureTransitions()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        pan.rx.event
            .subscribe(onNext: { [weak self] gesture in self?.handle(gesture) })
            .disposed(by: disposeBag)
    }

    private func handle(_ gesture: UIPanGestureRecognizer) {
        let progress = gesture.translation(in: view).y / max(view.bounds.height, 1)
        switch gesture.state {
        case .began:
            transitions.interactive = true
            dismiss(animated: true)
        case .changed:
            transitions.interaction.update(progress)
        case .ended:
            progress > 0.3 ? transitions.interaction.finish() : transitions.interaction.cancel()
            transitions.interactive = false
        default:
            transitions.interaction.cancel()
            transitions.interactive = false
        }
    }
}

/// A navigation delegate with a push animator, and a tab bar delegate with a tab animator.
final class ControllersFixtureNavigationDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? ControllersFixtureFadeAnimator(presenting: true) : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ControllersFixtureFadeAnimator(presenting: true)
    }
}

/// Storyboard-era code: segues, a nib-free cell registration, row actions, a popover.
final class ControllersFixtureNotesViewController: UITableViewController, UIPopoverPresentationControllerDelegate {
    private var notes = ["Milk", "Eggs"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if shouldPerformSegue(withIdentifier: "showNote", sender: indexPath) {
            performSegue(withIdentifier: "showNote", sender: indexPath)
        }
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { [weak self] _, indexPath in
            self?.notes.remove(at: indexPath.row)
            self?.tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        delete.backgroundColor = .systemRed
        return [delete]
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showNote", let indexPath = sender as? IndexPath else { return }
        segue.destination.title = notes[indexPath.row]
    }

    func showOptions(from item: UIBarButtonItem) {
        let options = UIViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.barButtonItem = item
        options.popoverPresentationController?.delegate = self
        present(options, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}

    func pickFont() {
        let picker = UIFontPickerViewController()
        present(picker, animated: true)
    }

    func makeControllers() -> [UIViewController] {
        [UITableViewController(), UICollectionViewController(), UINavigationController(), UITabBarController(),
         UISplitViewController(), UISearchController(), UIImagePickerController(), UIColorPickerViewController()]
    }

    func registerNib() {
        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
    }
}
