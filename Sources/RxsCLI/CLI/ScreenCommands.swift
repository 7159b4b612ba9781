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

    /// The screen opened fresh: its title, then one line per element (id, kind, paths) and the
    /// paths every screen has.
    static func describe(_ arguments: [String], options: SessionOptions) throws(UsageError) -> String {
        guard let name = arguments.first else { throw UsageError("rxs describe needs a SCREEN") }
        guard arguments.count == 1 else { throw UsageError("rxs describe takes one SCREEN, not '\(arguments[1])'") }
        let session = Session(options: options)
        do {
            try session.device.open(name)
        } catch {
            throw UsageError("\(error)")
        }
        let snapshot = session.snapshot
        guard let screen = snapshot.top else { throw UsageError("screen \(name) opened nothing") }
        let rows = screen.elements.map { element -> [String] in
            var paths = element.propertyNames.map { "\(element.id).\($0)" }
            if element.hasRows {
                let row = element.rows.first?.section == nil ? "[<row>]" : "[<section>][<row>]"
                paths += RowSnapshot.propertyNames.map { "\(element.id)\(row).\($0)" }
            }
            return [element.id, element.kind.rawValue, paths.joined(separator: " ")]
        }
        let idWidth = max(2, rows.map { $0[0].count }.max() ?? 0)
        let kindWidth = max(4, rows.map { $0[1].count }.max() ?? 0)
        func line(_ columns: [String]) -> String {
            columns[0].padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + columns[1].padding(toLength: kindWidth + 2, withPad: " ", startingAt: 0) + columns[2]
        }
        var lines = ["screen \(name): \(JSONWriter.quoted(screen.title))", line(["id", "kind", "paths"])]
        lines += rows.map(line)
        lines.append("commands: " + CommandRegistry.commands.filter { $0.help.group == .events }.map { $0.help.name }
            .joined(separator: " "))
        lines.append("common: " + snapshot.commonValues.map(\.path).joined(separator: " "))
        return lines.joined(separator: "\n")
    }
}
