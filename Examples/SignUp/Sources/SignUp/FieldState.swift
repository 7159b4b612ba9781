import Foundation
import RxCocoa
import RxSwift
import UIKit

/// What the form says about one field.
enum FieldState: Equatable {
    case empty
    case checking
    case ok(String)
    case failed(String)

    var isValid: Bool {
        if case .ok = self { return true }
        return false
    }

    var message: String {
        switch self {
        case .empty: return ""
        case .checking: return "checking…"
        case .ok(let message), .failed(let message): return message
        }
    }

    var color: UIColor {
        switch self {
        case .empty, .checking: return UIColor.gray
        case .ok: return UIColor.green
        case .failed: return UIColor.red
        }
    }
}

/// The rules a field must meet before anything is asked of the server.
struct SignUpRules {
    let minimumPasswordLength = 6

    func check(username: String) -> FieldState? {
        if username.isEmpty { return .empty }
        if username.count < 3 { return .failed("At least 3 characters") }
        if username.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "-" }) {
            return .failed("Letters, digits and - only")
        }
        return nil
    }

    func check(password: String) -> FieldState {
        if password.isEmpty { return .empty }
        if password.count < minimumPasswordLength { return .failed("At least \(minimumPasswordLength) characters") }
        return .ok("Password acceptable")
    }

    func check(password: String, repeated: String) -> FieldState {
        if repeated.isEmpty { return .empty }
        return repeated == password ? .ok("Passwords match") : .failed("Passwords differ")
    }
}
