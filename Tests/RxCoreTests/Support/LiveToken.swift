import Synchronization

/// An element that counts its live instances: for tests of how long a subject or relay keeps
/// an element alive (compare `LiveToken.count` before and after).
final class LiveToken {
    static let live = Mutex(0)
    let name: String

    init(_ name: String) {
        self.name = name
        Self.live.withLock { $0 += 1 }
    }

    deinit { Self.live.withLock { $0 -= 1 } }

    static var count: Int { live.withLock { $0 } }
}
