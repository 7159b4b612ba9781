import Foundation

/// An image, as `UIImage` (a class, so iOS code's `convenience init` extensions compile):
/// headless, so an image is its name, which snapshots show (`avatar`, `star.fill`). There are no
/// pixels: `size` is zero and `pngData()` is nil. Two images are equal when their names are.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name snapshots show.
    package let name: String
    public let renderingMode: RenderingMode
    public let isSymbolImage: Bool
    public let symbolConfiguration: SymbolConfiguration?

    package init(_ name: String, symbol: Bool = false, renderingMode: RenderingMode = .automatic,
                 configuration: SymbolConfiguration? = nil) {
        self.name = name
        isSymbolImage = symbol
        self.renderingMode = renderingMode
        symbolConfiguration = configuration
        super.init()
    }

    /// As UIKit's; with no asset catalog here, every name but "" makes an image of that name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// An SF Symbol by its name; failable as UIKit's (every name but "" is found here).
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name, symbol: true)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        self.init(name, symbol: true, configuration: configuration as? SymbolConfiguration)
    }

    /// An image decoded from data: nil for empty data; shown by its size (`data(512 bytes)`),
    /// as there are no pixels to show.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init("data(\(data.count) bytes)")
    }

    /// An image read from a file: nil when there is no file there; shown by the file's name.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init((path as NSString).lastPathComponent)
    }

    /// As `UIImage()`: an image with no name (shown as "").
    public override convenience init() {
        self.init("")
    }

    /// No pixels here: zero, as an empty image's.
    open var size: CGSize { .zero }
    open var scale: CGFloat { 1 }
    open var capInsets: UIEdgeInsets { .zero }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name, symbol: isSymbolImage, renderingMode: renderingMode, configuration: symbolConfiguration)
    }

    /// The same image tinted: shown by the same name (tint is not shown).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withRenderingMode(renderingMode)
    }

    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(name, symbol: isSymbolImage, renderingMode: renderingMode,
                configuration: configuration as? SymbolConfiguration ?? symbolConfiguration)
    }

    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// No pixels to encode here.
    public func pngData() -> Data? { nil }

    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    open override var description: String { name }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIImage)?.name == name
    }

    open override var hash: Int { name.hashValue }

    /// As `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// As `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// As `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// As `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    /// As `UIImage.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// As `UIImage.SymbolConfiguration`: kept with the image, not shown.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified,
                                                            textStyle: nil)
    }
}
