import Foundation

/// As UIKit's `UIVisualEffect`: what a `UIVisualEffectView` draws behind its content.
open class UIVisualEffect: NSObject {}

/// A blur, as UIKit's `UIBlurEffect`: kept, not drawn (a headless view has no pixels).
open class UIBlurEffect: UIVisualEffect {
    /// The style it was made with (UIKit keeps it private; tests and `description` read it).
    package let style: Style

    init(blurStyle: Style) {
        style = blurStyle
        super.init()
    }

    public convenience init(style: Style) {
        self.init(blurStyle: style)
    }

    /// As `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
}

/// Vibrant content over a blur, as UIKit's `UIVibrancyEffect`: kept, not drawn.
open class UIVibrancyEffect: UIVisualEffect {
    package let blurEffect: UIBlurEffect
    package let style: UIVibrancyEffectStyle

    init(blur: UIBlurEffect, vibrancyStyle: UIVibrancyEffectStyle) {
        blurEffect = blur
        style = vibrancyStyle
        super.init()
    }

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blur: blurEffect, vibrancyStyle: .label)
    }

    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blur: blurEffect, vibrancyStyle: style)
    }
}

/// As UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view drawing an effect behind its content, as UIKit's `UIVisualEffectView`: the effect is
/// kept, not drawn; what the app adds to `contentView` is shown as any subview's is.
open class UIVisualEffectView: UIView {
    /// Where UIKit wants subviews added: a subview of this view, so a screen lists its controls.
    public let contentView = UIView()
    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
