import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Bounds on a live response's header fields, so a server sending thousands of them (or a few
/// enormous ones) gets a readable error instead of minutes of work and unbounded memory.
enum ResponseHeaderLimits {
    /// Far above the ~30 fields GitHub and Foursquare send.
    static let maximumFieldCount = 1_000
    /// Names and values together.
    static let maximumTotalBytes = 1 << 20

    static let tooLargeReason =
        "the answer's headers are larger than rxs's limit (\(maximumFieldCount) fields, \(maximumTotalBytes >> 20) MB)"

    /// The response's fields in linear time, or nil when they pass a limit.
    static func headers(of response: HTTPURLResponse) -> HTTPHeaders? {
        let all = response.allHeaderFields
        guard all.count <= maximumFieldCount else { return nil }
        var pairs: [(String, String)] = []
        pairs.reserveCapacity(all.count)
        var total = 0
        for (name, value) in all {
            let pair = (String(describing: name), String(describing: value))
            total += pair.0.utf8.count + pair.1.utf8.count
            guard total <= maximumTotalBytes else { return nil }
            pairs.append(pair)
        }
        return HTTPHeaders(pairs)
    }
}
