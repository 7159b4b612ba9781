import Foundation

/// Real HTTP through URLSession (libcurl underneath on Linux), in the LiveHTTP plug-in that
/// is loaded on the first request (see `LiveHTTPLibrary`).
///
/// The request's timeout is enforced here as a limit on the whole exchange: URLSession treats
/// `timeoutInterval` as an idle interval, and on Linux rounds it down to whole seconds.
public final class LiveTransport: Transport {
    private let timer: DeliveryScheduler

    public init() {
        timer = .dispatch(on: DispatchQueue(label: "rxs.LiveTransport.timeouts"))
    }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let call = TransportCall(completion: completion)
        let library: LiveHTTPLibrary
        switch LiveHTTPLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let failure):
            call.finish(.failure(.transportFailed(host: request.hostDescription, reason: failure.reason)))
            return call
        }
        let wire = LiveHTTPWire.request(request, timeout: max(1, request.timeout.rounded(.up)))
        let reply = Unmanaged.passRetained(LiveHTTPReply { answer in
            call.finish(LiveHTTPWire.result(answer, request: request))
        })
        let handle = wire.withUnsafeBytes { bytes in
            library.send(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, reply.toOpaque(), liveHTTPCompletion)
        }
        guard let handle else { return call }
        let task = LiveHTTPTask(library: library, handle: handle)
        let timeout = timer.schedule(after: .seconds(request.timeout)) {
            call.finish(.failure(.timedOut(host: request.hostDescription, seconds: request.timeout)))
            task.cancel()
        }
        call.whenCancelled {
            timeout.cancel()
            task.cancel()
        }
        return call
    }
}

/// What to do with the plug-in's answer; it answers each request exactly once.
private final class LiveHTTPReply: Sendable {
    let deliver: @Sendable (Data) -> Void

    init(_ deliver: @escaping @Sendable (Data) -> Void) {
        self.deliver = deliver
    }
}

private let liveHTTPCompletion: LiveHTTPLibrary.Completion = { context, bytes, count in
    guard let context else { return }
    let reply = Unmanaged<LiveHTTPReply>.fromOpaque(context).takeRetainedValue()
    reply.deliver(bytes.map { Data(bytes: $0, count: count) } ?? Data())
}
