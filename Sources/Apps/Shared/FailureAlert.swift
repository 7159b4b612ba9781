import APIClient
import RxUI

/// How every app tells a person that a request failed: an alert titled "Error" with the
/// error's readable description (which names the host and what to do) and an OK button.
public enum FailureAlert {
    public static let title = "Error"
    public static let buttonTitle = "OK"

    /// The sentence shown for `error`: `APIError`'s own description, else the error itself.
    public static func message(for error: Error) -> String {
        (error as? APIError)?.description ?? "The request failed: \(error)"
    }

    public static func make(message: String) -> Alert {
        let alert = Alert(title: title, message: message)
        alert.addAction(AlertAction(title: buttonTitle))
        return alert
    }
}
