// RxSwift + RxCocoa code, verbatim but for its imports: `import RxSwift` and `import RxCocoa`
// became `import RxsShell`. Nothing below knows about rxs.
import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Who logged in.
public struct User: Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// Why a login failed, in words for the alert.
public enum LoginError: Error, Equatable {
    case wrongCredentials
    case unavailable(String)

    public var message: String {
        switch self {
        case .wrongCredentials: return "Wrong email or password."
        case .unavailable(let reason): return reason
        }
    }
}

/// The server side of the form: checks the credentials and answers who logged in.
public protocol LoginAPI {
    func login(email: String, password: String) -> Single<User>
}

public final class LoginViewModel {
    // Outputs
    public let isEmailValid: Driver<Bool>
    public let isPasswordValid: Driver<Bool>
    public let isLoginEnabled: Driver<Bool>
    public let isLoggingIn: Driver<Bool>
    public let welcome: Driver<String>
    public let error: Signal<String>

    public static let minimumPasswordLength = 6

    public init(email: Observable<String>, password: Observable<String>, loginTap: Observable<Void>, api: LoginAPI) {
        let emailValid = email
            .map(LoginViewModel.isValid(email:))
            .distinctUntilChanged()
            .share(replay: 1)
        let passwordValid = password
            .map { $0.count >= LoginViewModel.minimumPasswordLength }
            .distinctUntilChanged()
            .share(replay: 1)
        let loggingIn = BehaviorRelay<Bool>(value: false)

        let results = loginTap
            .withLatestFrom(Observable.combineLatest(email, password))
            .flatMapFirst { email, password -> Observable<Result<User, LoginError>> in
                api.login(email: email, password: password)
                    .map { Result<User, LoginError>.success($0) }
                    .catch { error in
                        .just(.failure(error as? LoginError ?? .unavailable("Something went wrong.")))
                    }
                    .asObservable()
                    .do(onSubscribe: { loggingIn.accept(true) },
                        onDispose: { loggingIn.accept(false) })
            }
            .share()

        isEmailValid = emailValid.asDriver(onErrorJustReturn: false)
        isPasswordValid = passwordValid.asDriver(onErrorJustReturn: false)
        isLoginEnabled = Observable.combineLatest(emailValid, passwordValid, loggingIn.asObservable()) {
                $0 && $1 && !$2
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
        isLoggingIn = loggingIn.asDriver()
        welcome = results
            .compactMap { try? $0.get() }
            .map { "Welcome, \($0.name)!" }
            .asDriver(onErrorJustReturn: "")
        error = results
            .compactMap { result -> String? in
                if case .failure(let error) = result { return error.message }
                return nil
            }
            .asSignal(onErrorJustReturn: "Something went wrong.")
    }

    /// Something@something.tld, no spaces.
    static func isValid(email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}
