import APIClient
import RxUI

/// How the apps tell a person that a request failed.
enum FailureMessage {
    /// The readable sentence for `error`: an `APIError` names the host and what went wrong.
    static func text(for error: any Error) -> String {
        (error as? APIError)?.description ?? String(describing: error)
    }
}

extension ViewController {
    /// Shows a failure in an "Error" alert with an OK button (ignored while another alert shows).
    func presentFailure(_ message: String) {
        let alert = Alert(title: "Error", message: message)
        alert.addAction(AlertAction(title: "OK"))
        present(alert)
    }
}
