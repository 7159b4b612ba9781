import APIClient
import Foundation
import RxCore
import RxTestKit
import Synchronization

/// Wraps a transport and notes the virtual time and URL of every request as it is sent,
/// including the ones cancelled later (the client's log only lists finished ones).
final class RequestTimeline: Transport {
    struct Sent: Sendable {
        let time: Int
        let url: URL
    }

    private let wrapped: any Transport
    private let scheduler: VirtualTimeScheduler
    private let sent = Mutex<[Sent]>([])

    init(wrapping transport: any Transport, scheduler: VirtualTimeScheduler) {
        wrapped = transport
        self.scheduler = scheduler
    }

    var requests: [Sent] { sent.withLock { $0 } }

    /// Each request as a recorded `next` of its query parameter `name` ("" when absent), for
    /// comparing with expected events or rendering as a marble.
    func events(ofParameter name: String) -> [Recorded<Event<String>>] {
        requests.map { request in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return .next(request.time, items.first { $0.name == name }?.value ?? "")
        }
    }

    func send(_ request: HTTPRequest,
              completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let time = scheduler.clock
        sent.withLock { $0.append(Sent(time: time, url: request.url)) }
        return wrapped.send(request, completion: completion)
    }
}
