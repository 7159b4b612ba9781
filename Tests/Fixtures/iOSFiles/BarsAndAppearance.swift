import RxCocoa
import RxSwift
import UIKit

/// Bars, appearance, toolbars, effects and drawing as ordinary iOS view controllers write them.
final class BarsListViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let toolbar = UIToolbar()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.shadowColor = .clear
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        appearance.backButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: -4, vertical: 0)
        appearance.setBackIndicatorImage(UIImage(systemName: "chevron.left"), transitionMaskImage: nil)
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.compactAppearance = appearance
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance

        let tabs = UITabBarAppearance()
        tabs.configureWithTransparentBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemBlue
        tabs.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemRed
        tabBarController?.tabBar.standardAppearance = tabs
        tabBarController?.tabBar.scrollEdgeAppearance = tabs
        tabBarItem.badgeValue = "3"
        tabBarItem.badgeColor = .systemRed

        let toolbarLook = UIToolbarAppearance()
        toolbarLook.configureWithDefaultBackground()
        toolbar.standardAppearance = toolbarLook
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)],
                         animated: false)
        view.addSubview(toolbar)
        toolbarItems = [
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
            UIBarButtonItem.fixedSpace(12),
            UIBarButtonItem(systemItem: .fastForward, primaryAction: UIAction { _ in }, menu: nil),
        ]
        navigationController?.setToolbarHidden(false, animated: true)
        _ = navigationController?.isToolbarHidden
        _ = navigationController?.toolbar.items

        tableView.sectionHeaderTopPadding = 0
        tableView.fillerRowHeight = 44
        tableView.isPrefetchingEnabled = false
        tableView.selfSizingInvalidation = .enabledIncludingConstraints
        tableView.contentInsetAdjustmentBehavior = .never
        view.addSubview(tableView)

        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        blur.contentView.addSubview(vibrancy)
        view.addSubview(blur)

        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        _ = picker.datePickerStyle == .inline
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        UIPasteboard.general.string = "copied"
        _ = UIPasteboard.general.hasStrings
        _ = UIPasteboard.general.url
    }
}

/// Drawing code: an image renderer, paths and Core Animation layers.
enum BarsDrawing {
    static func badge(diameter: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: diameter, height: diameter))
            context.cgContext.setStrokeColor(UIColor.white.cgColor)
            context.stroke(CGRect(x: 1, y: 1, width: diameter - 2, height: diameter - 2))
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter)).fill()
        }
    }

    @MainActor static func decorate(_ view: UIView) {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        path.close()
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.lineWidth = 2
        shape.lineCap = .round
        view.layer.addSublayer(shape)

        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.frame = view.bounds
        view.layer.insertSublayer(gradient, at: 0)

        let rounded = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
                                   cornerRadii: CGSize(width: 8, height: 8))
        let mask = CAShapeLayer()
        mask.path = rounded.cgPath
        view.layer.mask = mask

        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.4
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.fillMode = .forwards
        pulse.isRemovedOnCompletion = false
        view.layer.add(pulse, forKey: "pulse")
    }
}
