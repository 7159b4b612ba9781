import UIKit

/// The extensions nearly every iOS app has, on UIKit's classes.
extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static let brand = UIColor(hex: 0x8ADD6D)
    static let adaptiveText = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }

    var isOpaque: Bool {
        var alpha: CGFloat = 0
        return getRed(nil, green: nil, blue: nil, alpha: &alpha) && alpha == 1
    }
}

extension UIImage {
    convenience init?(icon: String) {
        self.init(systemName: icon, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
    }

    var template: UIImage { withRenderingMode(.alwaysTemplate) }
}

extension UIFont {
    static func app(_ style: UIFont.TextStyle, weight: UIFont.Weight = .regular) -> UIFont {
        let base = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: style).pointSize, weight: weight)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }
}

final class CountBadgeView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .brand
        label.font = .app(.caption1, weight: .bold)
        label.textColor = .adaptiveText
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(count: Int) {
        label.text = count > 99 ? "99+" : String(count)
        isHidden = count == 0
        let height = ceil(label.font.lineHeight) + 4
        frame.size = CGSize(width: max(height, CGFloat(label.text?.count ?? 0) * 8 + 8), height: height)
        layer.cornerRadius = height / 2
    }
}
