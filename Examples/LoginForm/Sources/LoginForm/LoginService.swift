import Foundation
import RxsShell

/// `POST https://login.example.com/api/login` with the credentials as a JSON body; the answer
/// names the user. Offline, the example's own cassette (`cassettes/login.json`) answers it.
struct LoginRequest: APIRequest {
    struct Response: Decodable, Sendable {
        let name: String
    }

    let email: String
    let password: String

    var method: HTTPMethod { .post }
    var baseURL: URL { URL(string: "https://login.example.com")! }
    var path: String { "/api/login" }
    var encoding: ParameterEncoding { .jsonBody }
    var parameters: Parameters { ["email": .string(email), "password": .string(password)] }
}

/// The ViewModel's `LoginAPI` over the session's API client (`environment.services.client`).
public struct LoginService: LoginAPI {
    let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func login(email: String, password: String) -> Single<User> {
        client.send(LoginRequest(email: email, password: password))
            .map { User(name: $0.name) }
            .catch { error in .error(Self.loginError(error)) }
    }

    /// 401 and 403 mean the credentials are wrong; anything else is the client's own words.
    static func loginError(_ error: any Error) -> LoginError {
        if case .httpStatus(let code, _, _)? = error as? APIError, code == 401 || code == 403 {
            return .wrongCredentials
        }
        return .unavailable((error as? APIError)?.description ?? "Something went wrong.")
    }
}
