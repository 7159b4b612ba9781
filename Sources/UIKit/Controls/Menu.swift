import Foundation

/// An item of a menu, as `UIMenuElement`: a `UIMenu` (a submenu or an inline group), a
/// `UIAction` or a `UIDeferredMenuElement`.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// As `UIMenuElement.Attributes`: a flow's `menu` refuses a disabled or hidden item.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// As `UIMenuElement.State`: `on` shows a checkmark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    var elementTitle: String
    var elementImage: UIImage?
    open var title: String { elementTitle }
    open var image: UIImage? { elementImage }
    open var subtitle: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        elementTitle = title
        self.subtitle = subtitle
        elementImage = image
        super.init()
    }
}

/// A menu, as `UIMenu`: a button's or bar button item's (`menu`), a context menu's, or a
/// submenu; its children are immutable, as UIKit's (`replacingChildren(_:)` makes a copy).
open class UIMenu: UIMenuElement {
    /// As `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// As `UIMenu.Options`: `displayInline` shows the children in the parent menu, not as a
    /// submenu to open.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// As `UIMenu.ElementSize`; accepted, not shown.
    public enum ElementSize: Int, Sendable {
        case small, medium, large
        public static let automatic = ElementSize.large
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    open var preferredElementSize: ElementSize

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("menu-\(title)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions whose state is on, in this menu and its inline groups.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return (element as? UIAction)?.state == .on ? [element] : []
        }
    }
}

/// Menu items given later, as `UIDeferredMenuElement`: the provider runs when the menu opens
/// (each time for `uncached`) and its items take this element's place once it calls back.
open class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    let cached: Bool
    var provided: [UIMenuElement]?

    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        cached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        cached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// As UIKit's: the provider runs every time the menu opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// The items, asking the provider when not kept; empty ("Loading…" on a phone) until it
    /// has called back.
    func resolve() -> [UIMenuElement] {
        if cached, let provided { return provided }
        if !cached { provided = nil }
        provider { [weak self] elements in self?.provided = elements }
        return provided ?? []
    }
}
