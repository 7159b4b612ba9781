import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects each task's body, counting bytes as they arrive, and fails a task the moment its
/// body (announced by `Content-Length` or received) passes its limit; applies each task's
/// `RedirectPolicy` to its redirects.
final class LiveSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Finish = @Sendable (Result<HTTPResponse, APIError>) -> Void

    private struct Receiving {
        var request: HTTPRequest
        var limit: Int
        var redirects: RedirectPolicy
        var body = Data()
        var finish: Finish
    }

    private let tasks = Guarded<[Int: Receiving]>([:])

    func track(_ task: URLSessionTask, limit: Int, request: HTTPRequest, redirects: RedirectPolicy,
               finish: @escaping Finish) {
        tasks.withLock {
            $0[task.taskIdentifier] = Receiving(request: request, limit: limit, redirects: redirects, finish: finish)
        }
    }

    /// A redirect goes where its `Location` says, with what the policy lets it keep; a task
    /// no longer tracked (failed already) is not redirected.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        guard let entry = tasks.withLock({ $0[task.taskIdentifier] }),
            let target = RedirectPolicy.target(location: response.value(forHTTPHeaderField: "Location"),
                                               answeredBy: response.url, proposed: request.url)
        else { return completionHandler(nil) }
        completionHandler(entry.redirects.follow(request, to: target, from: entry.request))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let announced = response.expectedContentLength
        let tooLarge = tasks.withLock { tasks -> Receiving? in
            guard let entry = tasks[dataTask.taskIdentifier], announced > Int64(entry.limit) else { return nil }
            tasks[dataTask.taskIdentifier] = nil
            return entry
        }
        guard let tooLarge else { return completionHandler(.allow) }
        completionHandler(.cancel)
        fail(tooLarge)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = tasks.withLock { tasks -> Receiving? in
            guard let entry = tasks[dataTask.taskIdentifier] else { return nil }
            guard data.count <= entry.limit - entry.body.count else {
                tasks[dataTask.taskIdentifier] = nil
                return entry
            }
            // Appended in place: a copy out and back would copy the body once per chunk.
            tasks[dataTask.taskIdentifier]?.body.append(data)
            return nil
        }
        guard let tooLarge else { return }
        dataTask.cancel()
        fail(tooLarge)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = tasks.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        entry.finish(LiveTransport.result(data: entry.body, response: task.response, error: error, request: entry.request))
    }

    private func fail(_ entry: Receiving) {
        entry.finish(.failure(.transportFailed(host: entry.request.hostDescription,
                                               reason: LiveTransport.tooLargeReason(limit: entry.limit))))
    }
}
