/// Where something is in a script: file name, 1-based line, 1-based column counted in characters.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors and CI logs turn into links.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A run of characters on one source line, with the line's text kept for error rendering.
public struct SourceSpan: Hashable, Sendable {
    public var location: SourceLocation
    /// Length in characters; 0 marks a position between characters (e.g. the end of a line).
    public var length: Int
    public var lineText: String

    public init(location: SourceLocation, length: Int, lineText: String) {
        self.location = location
        self.length = length
        self.lineText = lineText
    }

    /// The span of `length` characters starting `offset` characters into this one.
    public func subspan(offset: Int, length: Int) -> SourceSpan {
        var span = self
        span.location.column += offset
        span.length = length
        return span
    }

    /// The empty position just after this span, where a missing argument would go.
    public var end: SourceSpan { subspan(offset: length, length: 0) }
}

/// A parsed value together with the source it came from, so later stages can point at it.
public struct Located<Value> {
    public var value: Value
    public var span: SourceSpan

    public init(_ value: Value, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

extension Located {
    /// The same value, its span on line `line`.
    public func relocated(toLine line: Int) -> Located {
        var moved = self
        moved.span.location.line = line
        return moved
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
