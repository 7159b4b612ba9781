import Foundation

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

    /// An entry as stored: an answered request's URL is kept as it was sent, with the
    /// redactor, and redacted when the log is read. Scanning every answer's URL for secrets
    /// as it came was about a tenth of a replayed request's cost, for a log seldom read and
    /// never beyond its newest `capacity` entries.
    private struct Stored: Sendable {
        var entry: Entry
        var unredacted: (url: URL, redactor: SecretRedactor)?

        var redacted: Entry {
            guard let unredacted else { return entry }
            var entry = entry
            entry.url = unredacted.redactor.redact(unredacted.url.absoluteString)
            return entry
        }
    }

    /// Only the newest entries are kept, so a long session does not grow without bound.
    public let capacity: Int
    private let storage = Guarded<[Stored]>([])

    public init(capacity: Int = 500) {
        self.capacity = max(1, capacity)
    }

    public var entries: [Entry] { storage.withLock { Array($0.suffix(capacity)) }.map(\.redacted) }

    public func clear() { storage.withLock { $0.removeAll() } }

    func append(_ entry: Entry) {
        append(Stored(entry: entry))
    }

    /// Logs a request to `url`, whose text `redactor` redacts when the entry is read.
    func append(method: HTTPMethod, url: URL, redactedBy redactor: SecretRedactor, status: Int?, failure: String?) {
        append(Stored(entry: Entry(method: method, url: "", status: status, failure: failure),
                      unredacted: (url, redactor)))
    }

    private func append(_ stored: Stored) {
        storage.withLock { entries in
            entries.append(stored)
            // Up to twice the capacity is stored, and the oldest half dropped at once: appending
            // stays O(1) on average rather than shifting every entry per request.
            if entries.count >= 2 * capacity { entries.removeFirst(entries.count - capacity) }
        }
    }
}
