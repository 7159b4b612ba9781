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
    /// The root navigation stack, root first; its last screen is the visible one when
    /// nothing is presented.
    public var screens: [_ScreenSnapshot]
    /// The presented controllers over it, bottom first, each with its own stack.
    public var modals: [_ModalSnapshot]
    public var hudVisible: Bool
    /// The status-bar network activity indicator.
    public var networkActivityVisible: Bool
    /// The last URL a screen "opened in the browser".
    public var openedURL: String?
    /// The modal alert, when one is showing. Stored last, and every initializer in an
    /// extension, through the memberwise one: with the alert stored between other fields, or
    /// fields assigned one by one, each window snapshot was made, copied and the first destroyed.
    public var alert: _AlertSnapshot?
}

extension _Snapshot {
    public init(
        time: Int = 0,
        screens: [_ScreenSnapshot] = [],
        modals: [_ModalSnapshot] = [],
        alert: _AlertSnapshot? = nil,
        hudVisible: Bool = false,
        networkActivityVisible: Bool = false,
        openedURL: String? = nil
    ) {
        self.init(time: time, screens: screens, modals: modals, hudVisible: hudVisible,
                  networkActivityVisible: networkActivityVisible, openedURL: openedURL, alert: alert)
    }

    /// The stack a person sees: the top-most presented one's, or the root's. The `nav` paths
    /// and the elements are this stack's.
    public var visibleScreens: [_ScreenSnapshot] { modals.last?.screens ?? screens }

    /// The visible screen.
    public var top: _ScreenSnapshot? { visibleScreens.last }

    /// The stack of layer `index` (0 the root, 1 the first presented), if there is one.
    func layer(_ index: Int) -> [_ScreenSnapshot]? {
        index == 0 ? screens : (modals.indices.contains(index - 1) ? modals[index - 1].screens : nil)
    }

    fileprivate enum CodingKeys: String, CodingKey {
        case time, screens, modals, alert, hudVisible, networkActivityVisible, openedURL
    }

    /// `modals` may be absent (snapshots written before it existed, or with nothing presented).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let time = try container.decode(Int.self, forKey: .time)
        let screens = try container.decode([_ScreenSnapshot].self, forKey: .screens)
        let modals = try container.decodeIfPresent([_ModalSnapshot].self, forKey: .modals) ?? []
        let alert = try container.decodeIfPresent(_AlertSnapshot.self, forKey: .alert)
        let hudVisible = try container.decode(Bool.self, forKey: .hudVisible)
        let networkActivityVisible = try container.decode(Bool.self, forKey: .networkActivityVisible)
        let openedURL = try container.decodeIfPresent(String.self, forKey: .openedURL)
        self.init(time: time, screens: screens, modals: modals, hudVisible: hudVisible,
                  networkActivityVisible: networkActivityVisible, openedURL: openedURL, alert: alert)
    }

    /// Leaves `modals` out when nothing is presented, so such a snapshot encodes as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(screens, forKey: .screens)
        if !modals.isEmpty { try container.encode(modals, forKey: .modals) }
        try container.encodeIfPresent(alert, forKey: .alert)
        try container.encode(hudVisible, forKey: .hudVisible)
        try container.encode(networkActivityVisible, forKey: .networkActivityVisible)
        try container.encodeIfPresent(openedURL, forKey: .openedURL)
    }
}

/// A presented view controller: how it covers what is under it, and the screens it shows (a
/// presented navigation controller's stack, root first, or the one screen).
public struct _ModalSnapshot: Hashable, Codable, Sendable {
    /// `pageSheet` (UIKit's default), `fullScreen`, … (`UIModalPresentationStyle`).
    public var style: String
    public var screens: [_ScreenSnapshot]

    public init(style: String, screens: [_ScreenSnapshot]) {
        self.style = style
        self.screens = screens
    }
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

extension _RowSnapshot {
    /// Through the memberwise initializer (so declared out of the type's body): assigning the
    /// fields one by one made the compiler copy the whole row and destroy the copy, every row.
    public init(title: String? = nil, subtitle: String? = nil, detail: String? = nil, image: String? = nil) {
        self.init(title: title, subtitle: subtitle, detail: detail, image: image,
                  section: nil, rowInSection: nil, sectionHeader: nil)
    }
}
