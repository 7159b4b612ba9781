import UIKit

/// The theme an app sets once at launch through appearance proxies, as most AppDelegates do
/// (on the app delegate, a UIResponder, so main-actor code on iOS).
final class AppearanceFixtureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applyTheme()
        return true
    }

    private func applyTheme() {
        let navigationAppearance = UINavigationBarAppearance()
        navigationAppearance.configureWithOpaqueBackground()
        navigationAppearance.backgroundColor = .systemBlue
        navigationAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationAppearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]

        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().barTintColor = .systemBlue
        UINavigationBar.appearance().isTranslucent = false
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = navigationAppearance
        UINavigationBar.appearance().compactAppearance = navigationAppearance
        UINavigationBar.appearance().scrollEdgeAppearance = navigationAppearance

        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithDefaultBackground()
        UITabBar.appearance().tintColor = .red
        UITabBar.appearance().unselectedItemTintColor = .gray
        UITabBar.appearance().standardAppearance = tabAppearance
        UITabBar.appearance().scrollEdgeAppearance = tabAppearance

        UIBarButtonItem.appearance().tintColor = .white
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemBlue
        UIToolbar.appearance().barTintColor = .white

        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .darkGray
        UILabel.appearance(whenContainedInInstancesOf: [AppearanceFixtureCardView.self]).font = .boldSystemFont(ofSize: 13)
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().separatorColor = .separator
        UISwitch.appearance().onTintColor = .green
        UISwitch.appearance().thumbTintColor = .white
        UITextField.appearance().tintColor = .orange
        UITextView.appearance().tintColor = .orange
        UIButton.appearance().setTitleColor(.red, for: .normal)
        UISlider.appearance().minimumTrackTintColor = .systemBlue
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
        UIPageControl.appearance().pageIndicatorTintColor = .lightGray
        UIPageControl.appearance().currentPageIndicatorTintColor = .darkGray
        UIActivityIndicatorView.appearance().color = .systemBlue
        UIRefreshControl.appearance().tintColor = .systemBlue
        UIProgressView.appearance().progressTintColor = .systemGreen

        // Dark-mode only, and an app's own view class.
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
        AppearanceFixtureCardView.appearance().backgroundColor = .secondarySystemBackground
    }
}

/// An app's view whose proxy the theme sets: made from code, and from a coder as UIKit's are.
final class AppearanceFixtureCardView: UIView {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(titleLabel)
    }

    func show(title: String) {
        titleLabel.text = title
    }
}
