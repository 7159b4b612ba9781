import Foundation
import RxCocoa
import RxSwift

final class LoginViewModel {
    struct Input {
        let email: Driver<String>
        let password: Driver<String>
        let loginTap: Signal<Void>
    }

    struct Output {
        let isLoginEnabled: Driver<Bool>
        let welcome: Driver<String>
        let error: Signal<String>
    }

    private let service: LoginServicing

    init(service: LoginServicing = FakeLoginService()) {
        self.service = service
    }

    func transform(input: Input) -> Output {
        let credentials = Driver.combineLatest(input.email, input.password)
        let isLoginEnabled = credentials
            .map { email, password in email.contains("@") && !password.isEmpty }
            .distinctUntilChanged()
        let service = self.service
        let results = input.loginTap
            .withLatestFrom(credentials)
            .flatMapLatest { email, password -> Signal<Result<String, LoginError>> in
                service.login(email: email, password: password)
                    .asObservable()
                    .map { Result<String, LoginError>.success($0) }
                    .catch { error in .just(.failure(error as? LoginError ?? .badCredentials)) }
                    .observe(on: MainScheduler.instance)
                    .asSignal(onErrorSignalWith: .empty())
            }
        let welcome = results
            .compactMap { result -> String? in if case .success(let text) = result { return text } else { return nil } }
            .asDriver(onErrorDriveWith: .empty())
            .startWith("")
        let error = results.compactMap { result -> String? in
            if case .failure = result { return "Wrong email or password." } else { return nil }
        }
        return Output(isLoginEnabled: isLoginEnabled, welcome: welcome, error: error)
    }
}
