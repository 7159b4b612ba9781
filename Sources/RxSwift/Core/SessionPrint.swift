// `print`, `debugPrint` and `dump` for code that imports RxSwift (or RxCocoa, RxUI, RxsShell): the standard
// library's, except inside an rxs session, where the text goes to the session's transcript
// (`log:` lines of the step that printed it) instead of the process's standard output, so it
// shows in order with what the step changed and never interleaves with another session's.
// A module's declarations shadow the standard library's, so ported code calls these unchanged;
// the forms with `to:` are untouched and still the standard library's.

/// The standard library's `print`, or a `log:` line of the running rxs session.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    emit(joined(items, separator: separator, terminator: terminator) { String(describing: $0) })
}

/// The standard library's `debugPrint`, or a `log:` line of the running rxs session.
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    emit(joined(items, separator: separator, terminator: terminator) { String(reflecting: $0) })
}

/// The standard library's `dump`, or `log:` lines of the running rxs session.
@discardableResult
public func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max,
                    maxItems: Int = .max) -> T {
    var text = ""
    Swift.dump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems)
    emit(text)
    return value
}

/// The items as the standard library's `print` writes them.
private func joined(_ items: [Any], separator: String, terminator: String, describe: (Any) -> String) -> String {
    var text = ""
    for (index, item) in items.enumerated() {
        if index > 0 { text += separator }
        text += describe(item)
    }
    return text + terminator
}

/// Sends printed text to the session in scope, or to standard output.
private func emit(_ text: String) {
    if let session = SessionContext.current {
        session.log(text)
    } else {
        Swift.print(text, terminator: "")
    }
}
