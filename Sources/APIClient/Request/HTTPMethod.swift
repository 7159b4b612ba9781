/// The HTTP methods the services use.
public enum HTTPMethod: String, Sendable, Equatable, Codable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// GET and DELETE carry parameters in the query string; the others in the body.
    var sendsParametersInQuery: Bool {
        self == .get || self == .delete
    }
}
