/// Checks over a string's UTF-8 bytes in one tight loop over contiguous storage: walking
/// `String.UTF8View` costs several times as much per byte, and request URLs are checked on
/// every request (a search typed key by key sends ever longer ones).
enum ASCIIBytes {
    static func all(of text: String, satisfy predicate: (UInt8) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(predicate) }) { return result }
        return text.utf8.allSatisfy(predicate)
    }

    static func allASCII(_ text: String) -> Bool {
        all(of: text) { $0 < 0x80 }
    }
}
