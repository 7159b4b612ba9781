import RxsSupport

/// Where something is in a script: file name, 1-based line, 1-based column counted in characters.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors and CI logs turn into links; a file name's bytes
    /// that are not UTF-8 as `\xE9` (`FileName`).
    package var description: String { "\(FileName.shown(file)):\(line):\(column)" }
}

/// A run of characters on one source line, with the line's text kept for error rendering.
package struct SourceSpan: Hashable, Sendable {
    package var location: SourceLocation
    /// Length in characters; 0 marks a position between characters (e.g. the end of a line).
    package var length: Int
    package var lineText: String

    package init(location: SourceLocation, length: Int, lineText: String) {
        self.location = location
        self.length = length
        self.lineText = lineText
    }

    /// The span of `length` characters starting `offset` characters into this one.
    package func subspan(offset: Int, length: Int) -> SourceSpan {
        var span = self
        span.location.column += offset
        span.length = length
        return span
    }

    /// The empty position just after this span, where a missing argument would go.
    package var end: SourceSpan { subspan(offset: length, length: 0) }
}

/// A parsed value together with the source it came from, so later stages can point at it.
package struct Located<Value> {
    package var value: Value
    package var span: SourceSpan

    package init(_ value: Value, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

extension Located {
    /// The same value, its span on line `line`.
    package func relocated(toLine line: Int) -> Located {
        var moved = self
        moved.span.location.line = line
        return moved
    }
}

// `relocated(toLine:)` of the values commands hold, each with its type known here: the generic
// one, called from RxsSession as each known line of a replay is moved to its number, ran
// unspecialized (its value copied through the type's metadata).
extension Located where Value == String {
    package func relocated(toLine line: Int) -> Located {
        Located(value, span: span.onLine(line))
    }
}

extension Located where Value == Int {
    package func relocated(toLine line: Int) -> Located {
        Located(value, span: span.onLine(line))
    }
}

extension Located where Value == ScriptDuration {
    package func relocated(toLine line: Int) -> Located {
        Located(value, span: span.onLine(line))
    }
}

extension Located where Value == ElementPath {
    package func relocated(toLine line: Int) -> Located {
        Located(value, span: span.onLine(line))
    }
}

extension Located where Value == ComparisonOperator {
    package func relocated(toLine line: Int) -> Located {
        Located(value, span: span.onLine(line))
    }
}

extension Located where Value == ScriptValue {
    package func relocated(toLine line: Int) -> Located {
        Located(value, span: span.onLine(line))
    }
}

extension SourceSpan {
    /// The same span on line `line`.
    fileprivate func onLine(_ line: Int) -> SourceSpan {
        SourceSpan(location: SourceLocation(file: location.file, line: line, column: location.column),
                   length: length, lineText: lineText)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}

// `Located` of the values a command's parser makes most, each with its type known here: the
// generic `init(_:span:)` called from RxsSession ran unspecialized (the type's metadata looked
// up for the span's offset, about 500 instructions a value, three an `expect`), and
// `@inlinable` on it did not change that. Each is the generic initializer, chosen over it
// for being more constrained.
extension Located where Value == ElementPath {
    package init(_ value: ElementPath, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

extension Located where Value == ComparisonOperator {
    package init(_ value: ComparisonOperator, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

extension Located where Value == ScriptValue {
    package init(_ value: ScriptValue, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

extension Located where Value == ScriptDuration {
    package init(_ value: ScriptDuration, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}
