extension String {
    /// The text without whitespace at either end.
    package var trimmingWhitespace: String {
        // A visible ASCII character at either end begins and ends a character that is no
        // whitespace: the common case needs no look at characters.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
