/// Delivers messages from several sources one at a time, in arrival order.
///
/// A message that arrives while another is being delivered — from another thread, or
/// re-entrantly from inside the delivery — is queued and delivered by the caller that is
/// already delivering. So deliveries never overlap and a re-entrant call never deadlocks,
/// which a lock held while forwarding could not promise without a recursive lock.
/// The uncontended path costs two lock round trips and no allocation.
final class SerialDrain<Message>: @unchecked Sendable {
    private let lock = Lock()
    private var isDelivering = false
    private var queue: [Message] = []
    private var queueHead = 0

    init() {}

    /// Delivers `message` now, or after the delivery in progress.
    func submit(_ message: Message, deliver: (Message) -> Void) {
        let deliverNow = lock.withLock { () -> Bool in
            if isDelivering {
                queue.append(message)
                return false
            }
            isDelivering = true
            return true
        }
        guard deliverNow else { return }
        var current = message
        while true {
            deliver(current)
            let next = lock.withLock { () -> Message? in
                guard queueHead < queue.count else {
                    if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
                    queueHead = 0
                    isDelivering = false
                    return nil
                }
                let queued = queue[queueHead]
                queueHead += 1
                return queued
            }
            guard let next else { return }
            current = next
        }
    }
}
