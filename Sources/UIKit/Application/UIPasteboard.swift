import Foundation

/// The pasteboard, as UIKit's `UIPasteboard`: what was copied, read back by the app. There
/// is no other app here, so only the app's own writes are on it.
///
/// `general` is the session's own (kept by the session's `UIApplication.shared`), so
/// sessions side by side never see each other's copies; outside any session it is one
/// process-wide pasteboard, as on iOS. It is not shown in snapshots.
@preconcurrency @MainActor open class UIPasteboard: NSObject {
    /// What is on it: one kind of item at a time, as a write replaces everything.
    private enum Content {
        case none
        case strings([String])
        case urls([URL])
        case images([UIImage])
        case colors([UIColor])
    }

    public let name: Name
    /// Counts the writes, as UIKit's: an app compares it to see whether the contents changed.
    open private(set) var changeCount = 0
    private var content = Content.none {
        didSet { changeCount += 1 }
    }

    package init(name: Name) {
        self.name = name
        super.init()
    }

    /// The session's pasteboard (see the type's comment).
    open class var general: UIPasteboard { UIApplication.shared.pasteboard }

    /// A new, empty pasteboard of its own, as UIKit's.
    open class func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(rawValue: "unique"))
    }

    /// As `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    open var numberOfItems: Int {
        switch content {
        case .none: return 0
        case .strings(let items): return items.count
        case .urls(let items): return items.count
        case .images(let items): return items.count
        case .colors(let items): return items.count
        }
    }

    open var strings: [String]? {
        get { if case .strings(let items) = content { return items } else { return nil } }
        set { content = newValue.map(Content.strings) ?? .none }
    }
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    open var urls: [URL]? {
        get { if case .urls(let items) = content { return items } else { return nil } }
        set { content = newValue.map(Content.urls) ?? .none }
    }
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var images: [UIImage]? {
        get { if case .images(let items) = content { return items } else { return nil } }
        set { content = newValue.map(Content.images) ?? .none }
    }
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var colors: [UIColor]? {
        get { if case .colors(let items) = content { return items } else { return nil } }
        set { content = newValue.map(Content.colors) ?? .none }
    }
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    open var hasURLs: Bool { !(urls ?? []).isEmpty }
    open var hasImages: Bool { !(images ?? []).isEmpty }
    open var hasColors: Bool { !(colors ?? []).isEmpty }
}
