import Foundation
import RxSwift

extension APIClient {
    /// Sends `request` as it is and answers with the response whatever its status: for code
    /// that speaks HTTP itself (`URLSession.rx` inside a session). It takes the same road as
    /// `send`: the session's transports (fixtures, live, recording, faults, in-flight
    /// tracking), `net log`, and redaction of everything that comes back. Failures are
    /// `APIError`s (offline, timeout, cannot connect, …); statuses are not failures here.
    public func exchange(_ request: HTTPRequest) -> Single<HTTPResponse> {
        Single.create { [self] observer in
            let delivery = SerialDisposable()
            let target = SingleTarget<HTTPResponse>(observer, on: callbackScheduler, keeping: delivery)
            let task = transport.send(request) { [self] answer in
                switch redacted(answer) {
                case .success(let response):
                    logAnswer(to: request, status: response.status, failure: nil)
                    target.succeed(response)
                case .failure(let error):
                    logAnswer(to: request, status: nil, failure: error)
                    target.fail(error)
                }
            }
            return Disposables.create {
                task.cancel()
                delivery.dispose()
            }
        }
    }
}

