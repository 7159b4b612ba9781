import RxUI
import RxsScript
import RxsSession
import RxsRunner

/// `rxs screens` and `rxs describe SCREEN`: what a registry holds and what each screen shows,
/// so a flow can be written without reading the screen's source. They run on the caller's
/// registry, so a user's own command describes the user's screens.
enum ScreenCommands {
    /// The registered names, one a line, in registration order.
    static func screens(_ arguments: [String], registry: ScreenRegistry) throws(UsageError) -> String {
        guard arguments.isEmpty else { throw UsageError("rxs screens takes no arguments, not '\(arguments[0])'") }
        return registry.names.joined(separator: "\n")
    }

    /// What `describe` says about a screen: its title, each element's id, kind and paths, the
    /// event commands, and the paths every screen has.
    struct ScreenDescription {
        struct Element {
            var id: String
            var kind: String
            var paths: [String]
        }

        var name: String
        var title: String
        var elements: [Element]
        var commands: [String]
        var common: [String]
    }

    /// The screen opened fresh: its title, then one line per element (id, kind, paths) and the
    /// paths every screen has.
    static func describe(_ arguments: [String], options: SessionOptions) throws(UsageError) -> String {
        guard let name = arguments.first else { throw UsageError("rxs describe needs a SCREEN") }
        guard arguments.count == 1 else { throw UsageError("rxs describe takes one SCREEN, not '\(arguments[1])'") }
        return text(of: try onSessionThread { () throws(UsageError) in try description(of: name, options: options) })
    }

    /// The description as `rxs describe` prints it.
    static func text(of screen: ScreenDescription) -> String {
        let rows = screen.elements.map { [$0.id, $0.kind, $0.paths.joined(separator: " ")] }
        let idWidth = max(2, rows.map { $0[0].count }.max() ?? 0)
        let kindWidth = max(4, rows.map { $0[1].count }.max() ?? 0)
        func line(_ columns: [String]) -> String {
            columns[0].padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + columns[1].padding(toLength: kindWidth + 2, withPad: " ", startingAt: 0) + columns[2]
        }
        var lines = ["screen \(screen.name): \(JSONWriter.quoted(screen.title))", line(["id", "kind", "paths"])]
        lines += rows.map(line)
        lines.append("commands: " + screen.commands.joined(separator: " "))
        lines.append("common: " + screen.common.joined(separator: " "))
        return lines.joined(separator: "\n")
    }

    /// The screen `name` opened in a fresh session of `options`.
    @MainActor static func description(of name: String, options: SessionOptions) throws(UsageError) -> ScreenDescription {
        let session = Session(options: options)
        do {
            try session.device.open(name)
        } catch {
            throw UsageError("\(error)")
        }
        let snapshot = session.snapshot
        guard let screen = snapshot.top else { throw UsageError("screen \(name) opened nothing") }
        let elements = screen.elements.map { element -> ScreenDescription.Element in
            var paths = element.propertyNames.map { "\(element.id).\($0)" }
            if element.hasRows {
                let row = element.rows.first?.section == nil ? "[<row>]" : "[<section>][<row>]"
                paths += RowSnapshot.propertyNames.map { "\(element.id)\(row).\($0)" }
            }
            return ScreenDescription.Element(id: element.id, kind: element.kind.rawValue, paths: paths)
        }
        return ScreenDescription(
            name: name, title: screen.title, elements: elements,
            commands: CommandRegistry.commands.filter { $0.help.group == .events }.map { $0.help.name },
            common: snapshot.commonValues.map(\.path))
    }
}
