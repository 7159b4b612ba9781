import Foundation
import RxCocoa
import RxSwift
import ThemeKit
import UIKit
import XCTest

/// Switching the theme rebinds every themed attribute on the UIKit classes it is bound to.
final class ThemeKitTests: XCTestCase {
    func testSwitchingTheThemeRecolorsTheViews() {
        let bag = DisposeBag()
        let themes = ThemeService<ThemeProvider>(initial: LightTheme())
        let label = UILabel(), slider = UISlider(), bar = UINavigationBar(), tabBar = UITabBar()
        themes.attribute { $0.textColor }.bind(to: label.theme.textColor).disposed(by: bag)
        themes.attribute { $0.bodyFont }.bind(to: label.theme.font).disposed(by: bag)
        themes.attribute { $0.tint }.bind(to: slider.theme.minimumTrackTintColor).disposed(by: bag)
        themes.attribute { $0.backgroundColor }.bind(to: tabBar.theme.barTintColor).disposed(by: bag)
        themes.attribute { theme -> [NSAttributedString.Key: Any]? in [.foregroundColor: theme.textColor] }.bind(to: bar.theme.titleTextAttributes).disposed(by: bag)
        XCTAssertEqual(label.textColor, UIColor(white: 0.1, alpha: 1))
        XCTAssertEqual(tabBar.barTintColor, .white)
        themes.switchTo(DarkTheme())
        XCTAssertEqual(label.textColor, UIColor.white.withAlphaComponent(0.9))
        XCTAssertEqual(label.font.pointSize, 17, "the body style's size at the default category")
        XCTAssertEqual(tabBar.barTintColor, .black)
        XCTAssertEqual(slider.minimumTrackTintColor, UIColor(hue: 0.6, saturation: 0.7, brightness: 1, alpha: 1))
        XCTAssertEqual(bar.titleTextAttributes?[.foregroundColor] as? UIColor, UIColor.white.withAlphaComponent(0.9))
    }

    func testColourComponentsAndDynamicColours() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0, 1], "the components given, as UIKit keeps them")
        XCTAssertTrue(UIColor.orange.withAlphaComponent(0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0, 0.5])
        XCTAssertFalse(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha),
                       "a system colour's components depend on the appearance")
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        XCTAssertEqual(dynamic, .white, "the screen is light")
        XCTAssertEqual(UIView().traitCollection.userInterfaceStyle, .light)
    }
}
