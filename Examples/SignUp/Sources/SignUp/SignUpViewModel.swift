import Foundation
import RxCocoa
import RxSwift
import UIKit

/// The sign-up form's logic: inputs are the fields and the button, outputs what the screen
/// shows. The username is checked with the server 300 ms after typing pauses (throttled on the
/// main scheduler, as the UI is); results come back to the main scheduler.
@MainActor
final class SignUpViewModel {
    let usernameState: Observable<FieldState>
    let passwordState: Observable<FieldState>
    let repeatedPasswordState: Observable<FieldState>
    let isSignUpEnabled: Observable<Bool>
    let isSigningUp: Observable<Bool>
    let signedUp: Observable<Bool>

    init(
        username: Observable<String>,
        password: Observable<String>,
        repeatedPassword: Observable<String>,
        signUpTaps: Observable<Void>,
        directory: UserDirectory,
        rules: SignUpRules,
        wireframe: Wireframe
    ) {
        usernameState = username
            .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { name -> Observable<FieldState> in
                if let state = rules.check(username: name) {
                    return .just(state)
                }
                return directory.isUsernameFree(name)
                    .map { free in free ? .ok("\(name) is available") : .failed("\(name) is already taken") }
                    .observe(on: MainScheduler.instance)
                    .catchAndReturn(.failed("Could not reach the server"))
                    .startWith(.checking)
            }
            .share(replay: 1)

        passwordState = password
            .map { rules.check(password: $0) }
            .share(replay: 1)

        repeatedPasswordState = Observable.combineLatest(password, repeatedPassword) {
            rules.check(password: $0, repeated: $1)
        }
        .share(replay: 1)

        let signingUp = ActivityTracker()
        isSigningUp = signingUp.isActive

        let credentials = Observable.combineLatest(username, password) { (username: $0, password: $1) }

        signedUp = signUpTaps
            .withLatestFrom(credentials)
            .flatMapLatest { credentials in
                directory.register(username: credentials.username, password: credentials.password)
                    .trackActivity(signingUp)
                    .observe(on: MainScheduler.instance)
                    .catchAndReturn(false)
            }
            .flatMapLatest { created -> Observable<Bool> in
                let message = created ? "Welcome aboard!" : "Sign up failed. Please try again."
                return wireframe.prompt(message, actions: ["OK"]).map { _ in created }
            }
            .share(replay: 1)

        isSignUpEnabled = Observable.combineLatest(
            usernameState, passwordState, repeatedPasswordState, isSigningUp
        ) { username, password, repeated, signingUp in
            username.isValid && password.isValid && repeated.isValid && !signingUp
        }
        .distinctUntilChanged()
    }
}
