import RxsScript
import RxUI

/// `pick <id> <row> [<component>]`: pick a row of a picker; `pick image <name>` and
/// `pick document <path>…`, `pick color <color>`: choose in the system picker on top.
package struct PickCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var row: Located<Int>
    package var component: Located<Int>?
    /// The image's name or the files' paths of `pick image` / `pick document` (then `element`
    /// is the word `image` or `document`); empty for a picker row.
    package var choices: [Located<String>]

    package init(element: Located<String>, row: Located<Int>, component: Located<Int>? = nil) {
        self.element = element
        self.row = row
        self.component = component
        choices = []
    }

    package static let help = CommandHelp(
        name: "pick",
        usages: ["pick <id> <row> [<component>]", "pick image <name>", "pick document <path>…", "pick color <color>"],
        summary: "pick a picker row, image, file or colour",
        details: """
            Spins the picker <id> to <row> of <component> (both from 0; the first component \
            by default), as rx.itemSelected reports it. On a UIImagePickerController, \
            `pick image <name>` picks the image <name> (its delegate's \
            didFinishPickingMediaWithInfo gets UIImage(named: <name>)); on a \
            UIDocumentPickerViewController, `pick document <path>…` picks files (the \
            delegate's didPickDocumentsAt gets their file URLs); `tap cancel` cancels either. \
            On a UIColorPickerViewController, `pick color <color>` (a name, or "#RRGGBB" quoted) selects \
            a colour; `tap close` closes it.
            """,
        examples: ["pick size 2", "pick time 3 1", "pick image beach", "pick document /Documents/report.pdf",
                   "pick color systemTeal"],
        group: .events,
        otherNames: ["picker", "spin", "wheel"])

    /// The system pickers' words: each one's placeholder in messages and what an empty one lacks.
    private static let systemPickers = [
        "image": (placeholder: "<name>", what: "image name"),
        "document": (placeholder: "<path>", what: "path"),
        "color": (placeholder: "<color>", what: "colour"),
    ]

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        choices = []
        if let picker = Self.systemPickers[element.value] {
            // `pick color #8ADD6D` unquoted ends at the comment: name the missing colour, not a row.
            if arguments.isAtEnd { throw arguments.missing(picker.placeholder) }
            if let next = arguments.peek(), Int(next.text) == nil {
                row = Located(0, span: element.span)
                let first = try arguments.text(picker.placeholder)
                guard !first.text.isEmpty else {
                    throw ScriptError("the \(picker.what) is empty", at: first.span, hints: arguments.usageHints)
                }
                choices = [first.located]
                while element.value == "document", let path = arguments.optional() { choices.append(path.located) }
                return
            }
        }
        row = try arguments.row()
        if arguments.peek() != nil { component = try arguments.row("<component>") }
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0:
            return context.elements.filter { context.values["\($0).rows"] != nil && context.values["\($0).title"] != nil }
        case 1:
            guard let id = position.previous.first, let rows = context.values["\(id).rows"].flatMap({ Int($0) }) else {
                return []
            }
            return (0..<max(rows, 0)).map(String.init)
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let names = choices.map(\.value)
        let kind = element.value
        let isRowForm = choices.isEmpty
        return StepOutcome(changes: try session.userAction(at: isRowForm ? row.span : element.span) { window throws(UserInputError) in
            // `pick image 2` on an image picker picks the image named 2: no picker row is there.
            let digits = isRowForm && component == nil && window.showsSystemPicker(kind) ? [String(row.value)] : []
            switch (kind, names + digits) {
            case ("image", let chosen) where !chosen.isEmpty: try window.pickImage(named: chosen[0])
            case ("document", let chosen) where !chosen.isEmpty: try window.pickDocuments(chosen)
            case ("color", let chosen) where !chosen.isEmpty: try window.pickColor(named: chosen[0])
            default: try window.pick(row: row.value, component: component?.value ?? 0, in: element.value)
            }
        })
    }

    package var description: String {
        guard choices.isEmpty else {
            return "pick \(element.value) " + choices.map { ScriptQuoting.spelling(of: $0.value) }.joined(separator: " ")
        }
        return "pick \(element.value) \(row.value)" + (component.map { " \($0.value)" } ?? "")
    }
}
