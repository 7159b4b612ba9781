import RxCocoa
import RxSwift
import RxsSupport
/// The snapshot drawn as an HTML phone screen: status bar (virtual time, network activity),
/// navigation bar (title, back button with the title it returns to), the top screen's
/// elements, and the HUD, alert and opened URL over them — what `TextRenderer` draws, as a
/// fragment styled by `HTMLRenderer.stylesheet`.
///
/// Every drawn part carries `data-id`: the element id, `table[3]` for a row, or the common
/// group (`nav`, `alert`, `hud`, `activity`, `opened`) its paths start with. With a previous
/// snapshot, the parts that differ from it get the class `changed`. The fragment holds no
/// resource URL (an image is a placeholder naming its URL), so a page showing it loads nothing.
public struct _HTMLRenderer: _SnapshotRenderer {
    /// Table rows drawn before a `… N more rows` line.
    public var maxRows: Int

    public init(maxRows: Int = 30) {
        self.maxRows = maxRows
    }

    public func render(_ snapshot: _Snapshot, previous: _Snapshot?) -> String {
        let changed = previous.map { Self.changedIDs(_SnapshotDiff.changes(from: $0, to: snapshot), maxRows: maxRows) } ?? []
        var html = HTMLBuilder(changed: changed)
        var attributes = ["data-screen": snapshot.top?.name ?? ""]
        // A presented screen is drawn as a sheet in place of the one under it.
        if let modal = snapshot.modals.last { attributes["data-modal"] = modal.style }
        html.open("div", class: snapshot.modals.isEmpty ? "phone" : "phone presented", attributes: attributes)
        statusBar(snapshot, into: &html)
        navigationBar(snapshot, into: &html)
        html.open("div", class: "content")
        if let top = snapshot.top {
            let drawing = HTMLElementDrawing(maxRows: maxRows)
            for element in top.elements { drawing.draw(element, into: &html) }
        } else {
            html.element("div", class: "empty", text: "(no screen open)")
        }
        html.close("div")
        overlays(snapshot, into: &html)
        html.close("div")
        return html.output
    }

    /// The `data-id`s of the parts `changes` touch: element ids, the common groups, and
    /// `table[3]` for rows (up to `maxRows`) when a few changed, not when a table filled.
    public static func changedIDs(_ changes: [_SnapshotChange], maxRows: Int = 30) -> Set<String> {
        var ids = Set<String>()
        for change in changes {
            switch change {
            case .value(let path, _, _):
                let id = path.prefix { $0 != "." && $0 != "[" }
                ids.insert(String(id))
                if path.dropFirst(id.count).first == "[", let close = path.firstIndex(of: "]") {
                    ids.insert(String(path[...close]))
                }
            case .rows(let id, _, let indices):
                ids.insert(id)
                guard indices.count <= _SnapshotDiff.rowDetailLimit else { continue }
                for index in indices where index < maxRows { ids.insert("\(id)[\(index)]") }
            }
        }
        return ids
    }

    /// A hue (0–359) that stays the same for the same text (FNV-1a): image placeholders and
    /// marbles are told apart by colour.
    public static func hue(of text: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % 360)
    }

    private func statusBar(_ snapshot: _Snapshot, into html: inout HTMLBuilder) {
        html.open("div", class: "statusbar")
        html.element("span", class: "clock", text: _TextRenderer.formatTime(snapshot.time))
        let network = snapshot.networkActivityVisible
        html.element("span", class: network ? "netact on" : "netact", id: "activity",
                     text: network ? "⟳ network" : "")
        html.close("div")
    }

    private func navigationBar(_ snapshot: _Snapshot, into html: inout HTMLBuilder) {
        html.open("div", class: "navbar", id: "nav")
        let stack = snapshot.visibleScreens
        if stack.count > 1 {
            let previous = stack[stack.count - 2].title
            html.element("span", class: "back", text: "‹ " + previous)
        }
        html.element("span", class: "navtitle", text: snapshot.top?.title ?? "")
        html.close("div")
    }

    private func overlays(_ snapshot: _Snapshot, into html: inout HTMLBuilder) {
        if snapshot.hudVisible {
            html.open("div", class: "hud", id: "hud")
            html.element("span", class: "spinner", text: "")
            html.element("span", class: "hud-text", text: "Loading…")
            html.close("div")
        }
        if let url = snapshot.openedURL {
            html.element("div", class: "opened", id: "opened", text: "opened in the browser: " + url)
        }
        guard let alert = snapshot.alert else { return }
        html.open("div", class: "dimmer", id: "alert")
        html.open("div", class: "alert", attributes: ["role": "alertdialog"])
        if let title = alert.title { html.element("div", class: "alert-title", text: title) }
        if let message = alert.message { html.element("div", class: "alert-message", text: message) }
        html.open("div", class: "alert-buttons")
        for button in alert.buttons { html.element("span", class: "alert-button", text: button) }
        html.close("div")
        html.close("div")
        html.close("div")
    }
}

/// Appends tags and escaped text to one string; marks parts whose id changed.
struct HTMLBuilder {
    let changed: Set<String>
    var output = ""

    mutating func open(_ tag: String, class name: String, id: String? = nil, attributes: [String: String] = [:]) {
        output += "<" + tag + " class=\""
        output += name
        if let id, changed.contains(id) { output += " changed" }
        output += "\""
        if let id {
            output += " data-id=\""
            HTMLText.append(id, to: &output)
            output += "\""
        }
        for key in attributes.keys.sorted() {
            output += " " + key + "=\""
            HTMLText.append(attributes[key] ?? "", to: &output)
            output += "\""
        }
        output += ">"
    }

    mutating func close(_ tag: String) {
        output += "</" + tag + ">"
    }

    mutating func element(_ tag: String, class name: String, id: String? = nil, attributes: [String: String] = [:],
                          text: String) {
        open(tag, class: name, id: id, attributes: attributes)
        HTMLText.append(text, to: &output)
        close(tag)
    }
}
