import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// Answers after 100ms of the session's virtual time; "taken" is the only name in use.
private struct FakeGitHubAPI: GitHubAPI {
    let scheduler: SchedulerType

    func usernameAvailable(_ username: String) -> Observable<Bool> {
        Observable.just(username != "taken").delay(.milliseconds(100), scheduler: scheduler)
    }

    func signup(_ username: String, password: String) -> Observable<Bool> {
        Observable.just(true).delay(.milliseconds(100), scheduler: scheduler)
    }
}

private struct FakeValidationService: GitHubValidationService {
    let api: GitHubAPI

    func validateUsername(_ username: String) -> Observable<ValidationResult> {
        if username.isEmpty { return .just(.empty) }
        return api.usernameAvailable(username)
            .map { $0 ? .ok(message: "Username available") : .failed(message: "Username already taken") }
            .startWith(.validating)
    }

    func validatePassword(_ password: String) -> ValidationResult {
        password.count < 5 ? .failed(message: "Password must be at least 5 characters") : .ok(message: "Password acceptable")
    }

    func validateRepeatedPassword(_ password: String, repeatedPassword: String) -> ValidationResult {
        if repeatedPassword.isEmpty { return .empty }
        return repeatedPassword == password ? .ok(message: "Password repeated") : .failed(message: "Password different")
    }
}

/// A Driver-based sign-up in the shape of RxSwift's examples (ViewModel, ActivityIndicator,
/// Wireframe, view controller bindings) compiled against RxUI, and run headless.
final class SignupPortTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    @MainActor private func value(_ path: String) throws -> SnapshotValue {
        try window.snapshot().value(at: path)
    }

    func testThePortedSignupValidatesSignsUpAndPromptsThroughTheWireframe() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("signup") { environment in
                let api = FakeGitHubAPI(scheduler: environment.mainScheduler)
                return GitHubSignupViewController2(environment: environment, api: api,
                                                   validationService: FakeValidationService(api: api))
            }
            try window.open("signup", from: registry)
            let screen = try XCTUnwrap(window.topScreen as? GitHubSignupViewController2)
            scheduler.runDue()
            XCTAssertEqual(try value("signup.enabled"), .bool(false))
            XCTAssertEqual(try value("signup.alpha"), .number(0.5))

            try window.type("taken", into: "username")
            scheduler.runDue()
            XCTAssertEqual(try value("usernameValidation.text"), .string("validating ..."))
            scheduler.advanceTo(scheduler.clock + 100)
            XCTAssertEqual(try value("usernameValidation.text"), .string("Username already taken"))
            XCTAssertEqual(try value("usernameValidation.textColor"), .string("red"))

            try window.type("octocat", into: "username")
            try window.type("secret", into: "password")
            try window.type("secret", into: "repeatedPassword")
            scheduler.advanceTo(scheduler.clock + 100)
            XCTAssertEqual(try value("usernameValidation.textColor"), .string("#8ADD6D"))
            XCTAssertEqual(try value("signup.enabled"), .bool(true))

            try window.gesture("tap", on: nil)
            XCTAssertEqual(try value("repeatedPassword.editing"), .bool(false), "the background tap ends editing")
            try window.tap("signup")
            scheduler.runDue()
            XCTAssertEqual(try value("signingUp.animating"), .bool(true))
            XCTAssertEqual(try value("signup.enabled"), .bool(false), "no second sign-up while signing in")
            scheduler.advanceTo(scheduler.clock + 100)
            XCTAssertEqual(try value("signingUp.animating"), .bool(false))
            XCTAssertEqual(try value("alert.message"), .string("Signed up."))
            try window.dismissAlert(tapping: "OK")
            scheduler.runDue()
            XCTAssertEqual(screen.signedInLog, [true])
            XCTAssertEqual(try value("alert.visible"), .bool(false))
        }
    }
}
