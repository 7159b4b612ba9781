// A Driver-based sign-up ViewModel in the shape RxSwift's examples use (protocols for the API,
// the validation and a Wireframe; a ViewModel taking a tuple of Driver/Signal inputs and one
// of dependencies; outputs that are only definitions). Written for this test, not copied, with
// the same RxSwift/RxCocoa calls such a ViewModel makes, to prove they compile unchanged.
import Foundation
import RxSwift
import RxUI

enum ValidationResult {
    case ok(message: String)
    case empty
    case validating
    case failed(message: String)

    var isValid: Bool {
        if case .ok = self { return true }
        return false
    }
}

protocol GitHubAPI {
    func usernameAvailable(_ username: String) -> Observable<Bool>
    func signup(_ username: String, password: String) -> Observable<Bool>
}

protocol GitHubValidationService {
    func validateUsername(_ username: String) -> Observable<ValidationResult>
    func validatePassword(_ password: String) -> ValidationResult
    func validateRepeatedPassword(_ password: String, repeatedPassword: String) -> ValidationResult
}

/// Asks the user to pick one of `actions` (or `cancelAction`).
protocol Wireframe {
    func promptFor<Action: CustomStringConvertible>(_ message: String, cancelAction: Action,
                                                     actions: [Action]) -> Observable<Action>
}

/// Asks with an alert presented by the root view controller, taken down on dispose.
final class DefaultWireframe: @preconcurrency Wireframe {
    let rootViewController: UIViewController

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    @MainActor func promptFor<Action: CustomStringConvertible>(_ message: String, cancelAction: Action,
                                                     actions: [Action]) -> Observable<Action> {
        let presenter = rootViewController
        return Observable.create { observer in
            let alert = UIAlertController(title: "Sign up", message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: cancelAction.description, style: .cancel) { _ in
                observer.on(.next(cancelAction))
            })
            for action in actions {
                alert.addAction(UIAlertAction(title: action.description, style: .default) { _ in
                    observer.on(.next(action))
                })
            }
            presenter.present(alert, animated: true, completion: nil)
            return Disposables.create {
                alert.dismiss(animated: false, completion: nil)
            }
        }
    }
}

/// Inputs are the form's Drivers and the button's Signal; outputs are defined from them.
final class GithubSignupViewModel2 {
    let validatedUsername: Driver<ValidationResult>
    let validatedPassword: Driver<ValidationResult>
    let validatedPasswordRepeated: Driver<ValidationResult>
    let signupEnabled: Driver<Bool>
    let signedIn: Driver<Bool>
    let signingIn: Driver<Bool>

    init(
        input: (username: Driver<String>, password: Driver<String>, repeatedPassword: Driver<String>,
                loginTaps: Signal<()>),
        dependency: (API: GitHubAPI, validationService: GitHubValidationService, wireframe: Wireframe)
    ) {
        let (api, validation, wireframe) = dependency

        // A Driver cannot fail, so a failed check becomes a validation message.
        validatedUsername = input.username.flatMapLatest { name in
            validation.validateUsername(name)
                .asDriver(onErrorJustReturn: .failed(message: "Could not check the name"))
        }
        validatedPassword = input.password.map(validation.validatePassword)
        validatedPasswordRepeated = Driver.combineLatest(
            input.password, input.repeatedPassword, resultSelector: validation.validateRepeatedPassword)

        let activity = ActivityIndicator()
        signingIn = activity.asDriver()

        let credentials = Driver.combineLatest(input.username, input.password) { (name: $0, password: $1) }
        signedIn = input.loginTaps.withLatestFrom(credentials)
            .flatMapLatest { credentials in
                api.signup(credentials.name, password: credentials.password)
                    .trackActivity(activity)
                    .asDriver(onErrorJustReturn: false)
            }
            .flatMapLatest { succeeded -> Driver<Bool> in
                wireframe.promptFor(succeeded ? "Signed up." : "Sign up failed.", cancelAction: "OK", actions: [])
                    .map { _ in succeeded }
                    .asDriver(onErrorJustReturn: false)
            }

        signupEnabled = Driver.combineLatest(validatedUsername, validatedPassword, validatedPasswordRepeated,
                                             signingIn) { name, password, repeated, busy in
            name.isValid && password.isValid && repeated.isValid && !busy
        }
        .distinctUntilChanged()
    }
}
