import Foundation
import RxSwift

enum LoginError: Error, Equatable {
    case badCredentials
}

protocol LoginServicing {
    func login(email: String, password: String) -> Single<String>
}

/// Answers as a network call does: a little later, on a background queue.
final class FakeLoginService: LoginServicing {
    func login(email: String, password: String) -> Single<String> {
        Single<String>.create { single in
            if password == "wrong" {
                single(.failure(LoginError.badCredentials))
            } else {
                single(.success("Welcome"))
            }
            return Disposables.create()
        }
        .delay(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }
}
