import RxsSupport

/// A mistake on the command line: exit code 2 with the message and the usage. Control
/// characters a message quotes are shown as escapes (`VisibleText`).
package struct UsageError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = VisibleText.escapingControls(description)
    }
}
