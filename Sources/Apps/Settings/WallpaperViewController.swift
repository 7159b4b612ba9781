import Foundation
import RxSwift
import RxUI

/// The settings' second tab: wallpapers in a collection; picking one names it in `chosen`.
final class WallpaperViewController: ViewController {
    static let wallpapers = ["Sea", "Hills", "Moon", "Forest"]

    let wallpapers = UICollectionView(id: "wallpapers")
    let chosen = UILabel(id: "chosen", text: "No wallpaper")

    init(environment: Environment) {
        super.init(name: "wallpapers", environment: environment)
        title = "Wallpapers"
        tabBarItem = UITabBarItem(title: "Wallpapers", image: UIImage(systemName: "photo"), tag: 1)
    }

    override var elements: [any ViewElement] { [wallpapers, chosen] }

    override func viewDidLoad() {
        super.viewDidLoad()
        Driver.just(Self.wallpapers)
            .drive(wallpapers.rx.items(cellIdentifier: "Wallpaper", cellType: UICollectionViewCell.self)) { _, name, cell in
                cell.textLabel?.text = name
            }
            .disposed(by: disposeBag)
        wallpapers.rx.modelSelected(String.self)
            .map { "Wallpaper: \($0)" }
            .bind(to: chosen.rx.text)
            .disposed(by: disposeBag)
    }
}

/// The `settings` screen: the form and the wallpapers as two tabs.
public final class SettingsTabBarController: UITabBarController {
    public static let screenName = "settings"

    public init(environment: Environment) {
        super.init(name: Self.screenName, environment: environment)
        let form = SettingsViewController(environment: environment)
        form.tabBarItem = UITabBarItem(title: "Form", image: UIImage(systemName: "gear"), tag: 0)
        viewControllers = [form, WallpaperViewController(environment: environment)]
    }
}
