import Synchronization

/// What the client sent and what came back, secrets redacted: the shell's `net log`.
public final class NetworkLog: Sendable {
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        public var method: HTTPMethod
        /// Redacted URL.
        public var url: String
        /// `200`, or nil when the request failed before an answer.
        public var status: Int?
        /// nil on success; the error's description otherwise.
        public var failure: String?

        public var description: String {
            let outcome = failure.map { "failed: \($0)" } ?? status.map { "\($0) \(HTTPStatusText.phrase(for: $0))" } ?? "sent"
            return "\(method.rawValue) \(NetworkLog.shortened(url)) → \(outcome)"
        }
    }

    /// Longest URL shown whole in a log line.
    public static let longestShownURL = 300

    /// `url` when short; else its start, `…`, how much was left out, and its last characters,
    /// so a log of requests carrying a 20,000-character query stays readable and small.
    public static func shortened(_ url: String) -> String {
        guard url.utf8.count > longestShownURL else { return url }
        let characters = Array(url)
        guard characters.count > longestShownURL else { return url }
        let head = characters.prefix(200), tail = characters.suffix(40)
        return String(head) + "…(\(characters.count - head.count - tail.count) characters)…" + String(tail)
    }

    /// Only the newest entries are kept, so a long session does not grow without bound.
    public let capacity: Int
    private let storage = Guarded<[Entry]>([])

    public init(capacity: Int = 500) {
        self.capacity = max(1, capacity)
    }

    public var entries: [Entry] { storage.withLock { Array($0.suffix(capacity)) } }

    public func clear() { storage.withLock { $0.removeAll() } }

    func append(_ entry: Entry) {
        storage.withLock { entries in
            entries.append(entry)
            // Up to twice the capacity is stored, and the oldest half dropped at once: appending
            // stays O(1) on average rather than shifting every entry per request.
            if entries.count >= 2 * capacity { entries.removeFirst(entries.count - capacity) }
        }
    }
}
