import UIKit
import XCTest

/// iOS code's everyday extensions: convenience initializers, as on UIKit's classes.
extension UIColor {
    fileprivate convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

extension UIImage {
    fileprivate convenience init?(iconNamed name: String) {
        self.init(systemName: "\(name).fill")
    }
}

/// UIColor, UIImage and UIFont as UIKit's classes: extensions, components, dynamic colours,
/// symbols and their configurations, fonts by name and Dynamic Type's metrics.
final class ColorImageFontTests: XCTestCase {
    func testAColourFromAConvenienceInitializerIsNamedByItsComponents() {
        let brand = UIColor(hex: 0x8ADD6D)
        XCTAssertEqual(brand.description, "#8ADD6D")
        XCTAssertEqual(brand, UIColor(red: 138 / 255, green: 221 / 255, blue: 109 / 255, alpha: 1))
        XCTAssertEqual(brand.withAlphaComponent(0.5).description, "#8ADD6D80")
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha].map { ($0 * 255).rounded() }, [138, 221, 109, 255])
        XCTAssertTrue(UIColor.red.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [1, 0, 0, 1])
        XCTAssertFalse(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha),
                       "a system colour's components are not known here")
        XCTAssertEqual(UIColor.systemBlue.withAlphaComponent(0.5).description, "systemBlue@0.5")
    }

    func testADynamicColourIsTheLightOneOnScreensAndResolvesForOtherTraits() {
        MainActor.assumeIsolated { () -> Void in
            let text = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
            XCTAssertEqual(text.description, "black")
            XCTAssertEqual(text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
            let view = UIView()
            view.backgroundColor = text
            XCTAssertEqual(view.backgroundColor, .black)
        }
    }

    func testImagesAreFailableAsUIKitsAndKeepTheirNameThroughVariants() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            XCTAssertNil(UIImage(systemName: ""))
            XCTAssertNil(UIImage(named: ""))
            XCTAssertNil(UIImage(data: Data()))
            let star = try XCTUnwrap(UIImage(iconNamed: "star"))
            XCTAssertTrue(star.isSymbolImage)
            let tinted = star.withRenderingMode(.alwaysTemplate).withTintColor(.red)
            XCTAssertEqual(tinted, star, "tint and rendering mode are not shown: the same image")
            XCTAssertEqual(tinted.renderingMode, .alwaysTemplate)
            let bold = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .bold)))
            XCTAssertEqual(bold.symbolConfiguration?.weight, .bold)
            XCTAssertEqual(UIImage(data: Data(count: 512))?.description, "data(512 bytes)")
            XCTAssertEqual(star.size, .zero)
            XCTAssertNil(star.pngData())
            let imageView = UIImageView(image: tinted)
            XCTAssertEqual(imageView.image?.description, "star.fill")
        }
    }

    func testFontsByNameAndMetricsAtTheSystemFontsProportions() throws {
        let font = try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 20))
        XCTAssertEqual(font.fontName, "Avenir-Heavy")
        XCTAssertEqual(font.withSize(10).pointSize, 10)
        XCTAssertEqual(font.withSize(10).fontName, "Avenir-Heavy")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 100).lineHeight, 119.3, accuracy: 0.01)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12))
        let scaled = UIFontMetrics(forTextStyle: .headline).scaledFont(for: font, maximumPointSize: 18)
        XCTAssertEqual(scaled.pointSize, 18)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44, "the default content size category scales nothing")
    }

    /// UIKit's null-resettable properties: read as their default until set, and after nil.
    func testTintFontAndTextColourReadUIKitsDefaults() {
        MainActor.assumeIsolated { () -> Void in
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)
            XCTAssertEqual(child.tintColor, .systemBlue)
            parent.tintColor = .red
            XCTAssertEqual(child.tintColor, .red, "a view without its own tint has its superview's")
            let label = UILabel()
            XCTAssertEqual(label.font.pointSize, 17)
            XCTAssertEqual(label.textColor, .label)
            label.font = .boldSystemFont(ofSize: 12)
            label.font = nil
            XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        }
    }
}
