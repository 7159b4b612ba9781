import Foundation
import RxCocoa
import RxSwift
import UIKit
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where user names live and accounts are made.
protocol UserDirectory {
    func isUsernameFree(_ username: String) -> Observable<Bool>
    func register(username: String, password: String) -> Observable<Bool>
}

/// Names are checked against GitHub's users (a 404 means nobody has it); accounts are made
/// by the sign-up service. Plain URLSession, as on iOS.
struct GitHubUserDirectory: UserDirectory {
    let session: URLSession
    let signUpURL = URL(string: "https://signup.example.com/api/accounts")!

    func isUsernameFree(_ username: String) -> Observable<Bool> {
        let url = URL(string: "https://api.github.com/users/")!.appendingPathComponent(username.lowercased())
        return session.rx.response(request: URLRequest(url: url))
            .map { response, _ in response.statusCode == 404 }
    }

    func register(username: String, password: String) -> Observable<Bool> {
        var request = URLRequest(url: signUpURL)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["username": username, "password": password])
        return session.rx.json(request: request)
            .map { json in (json as? [String: Any])?["created"] as? Bool ?? false }
    }
}
