import Foundation
import RxsScript
import RxUI

/// `menu <id> <item>` or `menu <list>[<row>] <item>`: open a button's, bar button item's or
/// row's context menu and tap an item, submenus first (`"Sort > By date"`).
package struct MenuCommand: EventCommand, Hashable {
    package var target: Located<String>
    /// The row for a context menu, `<list>[<row>]` (`<list>[<section>][<row>]`).
    package var row: Int?
    package var section: Int?
    /// The item's titles, submenus first.
    package var item: Located<[String]>

    package init(target: Located<String>, row: Int? = nil, section: Int? = nil, item: Located<[String]>) {
        self.target = target
        self.row = row
        self.section = section
        self.item = item
    }

    package static let help = CommandHelp(
        name: "menu",
        usages: ["menu <id> <item>", "menu <list>[<row>] <item>"],
        summary: "open a button's or row's menu and tap an item",
        details: """
            Opens the menu of the button or bar button item <id> (UIKit's menu, shown by a \
            tap or a long press) and taps the item titled <item>; name an item of a submenu \
            by its path, "Sort > By date". <list>[<row>] long-presses row <row> of the table \
            or collection <list> (<list>[<section>][<row>] in a table of sections) and taps \
            the item of its context menu. A disabled or hidden item is refused.
            """,
        examples: ["menu sortButton Date", "menu sortButton \"Direction > Ascending\"", "menu tableView[2] Delete"],
        group: .events,
        otherNames: ["context", "contextmenu", "long-press-menu", "action"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        let token = try arguments.next("<id>")
        let parts = token.text.split(separator: "[", maxSplits: 1, omittingEmptySubsequences: false)
        let id = String(parts[0])
        var indices: [Int] = []
        if parts.count == 2 {
            var rest = "[" + parts[1]
            while rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
                  let number = Int(rest[rest.index(after: rest.startIndex)..<close]), number >= 0 {
                indices.append(number)
                rest = String(rest[rest.index(after: close)...])
            }
            guard rest.isEmpty, (1...2).contains(indices.count) else {
                throw ScriptError("'\(token.text)' is not <id> or <list>[<row>]", at: token.span,
                                  hints: ["write a row counted from 0, e.g. tableView[2]"] + arguments.usageHints)
            }
        }
        guard ASCII.isIdentifier(id) else {
            throw ScriptError("'\(id)' is not an element id", at: token.span, hints: [ArgumentReader.identifierHint])
        }
        target = Located(id, span: token.span)
        row = indices.last
        section = indices.count == 2 ? indices.first : nil
        let title = try arguments.text("<item>")
        let path = title.text.split(separator: ">", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !path.contains(where: \.isEmpty) else {
            throw ScriptError("'\(title.text)' is not a menu item", at: title.span,
                              hints: ["name an item by its title, or a submenu's item by its path, e.g. \"Sort > By date\""])
        }
        item = Located(path, span: title.span)
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.buttons : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: target.span) { window throws(UserInputError) in
            if let row {
                try window.pickContextMenuItem(item.value, row: row, section: section, in: target.value)
            } else {
                try window.pickMenuItem(item.value, of: target.value)
            }
        })
    }

    package func relocated(toLine line: Int) -> Self? {
        MenuCommand(target: target.relocated(toLine: line), row: row, section: section, item: item.relocated(toLine: line))
    }

    package var description: String {
        let rows = (section.map { "[\($0)]" } ?? "") + (row.map { "[\($0)]" } ?? "")
        return "menu \(target.value)\(rows) \(ScriptQuoting.spelling(of: item.value.joined(separator: " > ")))"
    }
}
