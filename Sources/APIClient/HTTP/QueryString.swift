import Foundation

/// Query-string encoding and parsing done by hand: Foundation's helpers leave `+`, `&` and `=`
/// inside values unescaped in places, which changes what the server reads.
public enum QueryString {
    /// `name=value` pairs joined by `&`; arrays as `name[]=…`, objects as `name[key]=…`
    /// (Alamofire's conventions), every name and value percent-encoded.
    public static func encode(_ parameters: Parameters) -> String {
        var query: [UInt8] = []
        append(parameters, to: &query)
        return String(decoding: query, as: UTF8.self)
    }

    /// `encode(parameters)`'s bytes appended to `bytes`: every request of a replay encodes its
    /// parameters, written at once into one buffer (a string appended to piece by piece cost
    /// about 300 instructions a piece, four a pair).
    static func append(_ parameters: Parameters, to bytes: inout [UInt8]) {
        let start = bytes.count
        for entry in parameters.entries { append(name: entry.name, value: entry.value, to: &bytes, from: start) }
    }

    /// One parameter's pairs; `&` before each but the query's first (`start`: where it began).
    private static func append(name: String, value: JSONValue, to query: inout [UInt8], from start: Int) {
        switch value {
        case .array(let elements):
            for element in elements { append(name: name + "[]", value: element, to: &query, from: start) }
        case .object(let members):
            for key in members.keys.sorted() {
                append(name: name + "[" + key + "]", value: members[key] ?? .null, to: &query, from: start)
            }
        default:
            if query.count > start { query.append(UInt8(ascii: "&")) }
            PercentEncoding.appendEncoded(name, to: &query)
            query.append(UInt8(ascii: "="))
            PercentEncoding.appendEncoded(value.scalarText ?? "", to: &query)
        }
    }

    /// Decoded `name=value` pairs of a URL's query (`+` read as a space), in order.
    public static func pairs(of url: URL) -> [(name: String, value: String)] {
        guard let query = rawQuery(of: url.absoluteString) else { return [] }
        return pairs(ofRawQuery: query)
    }

    static func pairs(ofRawQuery query: String) -> [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { part in
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentEncoding.decode(String(pair[0]), plusAsSpace: true)
            let value = pair.count > 1 ? PercentEncoding.decode(String(pair[1]), plusAsSpace: true) : ""
            return (name: name, value: value)
        }
    }

    /// `pairs(ofRawQuery: rawQuery(of: text))` for ASCII text given as bytes, split on bytes:
    /// in ASCII a byte is a character (`&`, `=`, `?` and `#` are never part of CR LF), and
    /// walking characters made matching a request cost several times its URL's length.
    static func pairs(inASCII text: ArraySlice<UInt8>) -> [(name: String, value: String)] {
        text.withUnsafeBufferPointer { bytes in
            guard let mark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return [] }
            let end = bytes[(mark + 1)...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
            var pairs: [(name: String, value: String)] = []
            var start = mark + 1
            while start < end {
                var stop = start
                var equals: Int?
                while stop < end, bytes[stop] != UInt8(ascii: "&") {
                    if equals == nil, bytes[stop] == UInt8(ascii: "=") { equals = stop }
                    stop += 1
                }
                if stop > start {
                    let nameEnd = equals ?? stop
                    let valueStart = equals.map { $0 + 1 } ?? stop
                    pairs.append((name: PercentEncoding.decode(bytes: UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]), plusAsSpace: true),
                                  value: PercentEncoding.decode(bytes: UnsafeBufferPointer(rebasing: bytes[valueStart..<stop]), plusAsSpace: true)))
                }
                start = stop + 1
            }
            return pairs
        }
    }

    /// The text between `?` and `#`, if there is a `?`.
    static func rawQuery(of urlString: String) -> String? {
        guard let mark = urlString.firstIndex(of: "?") else { return nil }
        let afterMark = urlString[urlString.index(after: mark)...]
        return String(afterMark.prefix { $0 != "#" })
    }
}
