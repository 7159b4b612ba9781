import Foundation

/// What `FeedParser` made of a body, kept per process by the body's bytes: parsing is a pure
/// function of them, and a suite replays the same few feeds (and the same malformed halves
/// of them, `net fail next malformed`) in every session. Whatever reads the XML, a `Feed` is a
/// value no session can change, and a failure is kept as the same error.
enum ParsedFeeds {
    private static let parsed = Guarded<[Data: Result<Feed, APIError>]>([:])
    /// Bodies kept at most, and the largest kept: a run reads a handful of feeds; a live
    /// session reading new ones without end must not grow.
    private static let limit = 32
    private static let largestKept = 4 << 20

    static func feed(from body: Data, parse: (Data) throws(APIError) -> Feed) throws(APIError) -> Feed {
        guard body.count <= largestKept else { return try parse(body) }
        if let known = parsed.withLock({ $0[body] }) { return try known.get() }
        let result: Result<Feed, APIError>
        do throws(APIError) {
            result = .success(try parse(body))
        } catch {
            result = .failure(error)
        }
        parsed.withLock { parsed in
            if parsed.count >= limit { parsed.removeAll() }
            parsed[body] = result
        }
        return try result.get()
    }
}
