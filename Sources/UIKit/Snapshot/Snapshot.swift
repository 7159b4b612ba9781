/// Everything a person would see on the phone at one instant of virtual time.
///
/// A plain value: two snapshots compare with `==`, encode to JSON and diff into
/// `path: old → new` lines. Paths (`searchButton.enabled`, `table[3].title`, `nav.title`, …)
/// address the top screen of the navigation stack plus the common parts (alert, HUD, …).
import RxCocoa
import RxSwift

public struct _Snapshot: Hashable, Codable, Sendable {
    /// Virtual time in milliseconds.
    public var time: Int
    /// The navigation stack, root first; the last screen is the visible one.
    public var screens: [_ScreenSnapshot]
    /// The modal alert, when one is showing.
    public var alert: _AlertSnapshot?
    public var hudVisible: Bool
    /// The status-bar network activity indicator.
    public var networkActivityVisible: Bool
    /// The last URL a screen "opened in the browser".
    public var openedURL: String?

    public init(
        time: Int = 0,
        screens: [_ScreenSnapshot] = [],
        alert: _AlertSnapshot? = nil,
        hudVisible: Bool = false,
        networkActivityVisible: Bool = false,
        openedURL: String? = nil
    ) {
        self.time = time
        self.screens = screens
        self.alert = alert
        self.hudVisible = hudVisible
        self.networkActivityVisible = networkActivityVisible
        self.openedURL = openedURL
    }

    /// The visible screen.
    public var top: _ScreenSnapshot? { screens.last }
}

/// One screen of the navigation stack.
public struct _ScreenSnapshot: Hashable, Codable, Sendable {
    /// The registry name the screen was opened with (`search`, `results`, …).
    public var name: String
    /// The navigation bar title.
    public var title: String
    /// Elements in display order, top to bottom.
    public var elements: [_ElementSnapshot]

    public init(name: String, title: String, elements: [_ElementSnapshot] = []) {
        self.name = name
        self.title = title
        self.elements = elements
    }

    public func element(_ id: String) -> _ElementSnapshot? {
        elements.first { $0.id == id }
    }
}

/// The modal alert.
public struct _AlertSnapshot: Hashable, Codable, Sendable {
    public var title: String?
    public var message: String?
    /// Button titles in display order.
    public var buttons: [String]

    public init(title: String?, message: String?, buttons: [String]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// One table row, as a `UITableViewCell` shows it.
public struct _RowSnapshot: Hashable, Codable, Sendable {
    public var title: String?
    public var subtitle: String?
    /// The right-hand detail text.
    public var detail: String?
    /// The image URL, when the cell shows one.
    public var image: String?
    /// In a table of several sections (or with section headers): the row's section and its
    /// row within it, addressed as `table[section][row]`; nil in a plain one-section table.
    public var section: Int?
    public var rowInSection: Int?
    /// The header of the section this row starts, shown above it.
    public var sectionHeader: String?

    /// Row property names in their fixed order.
    public static let propertyNames = ["title", "subtitle", "detail", "image"]

    public init(title: String? = nil, subtitle: String? = nil, detail: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.image = image
    }

    /// The value of a row property, or nil when `name` is not one.
    public subscript(property name: String) -> _SnapshotValue? {
        switch name {
        case "title": return _SnapshotValue(title)
        case "subtitle": return _SnapshotValue(subtitle)
        case "detail": return _SnapshotValue(detail)
        case "image": return _SnapshotValue(image)
        default: return nil
        }
    }
}
