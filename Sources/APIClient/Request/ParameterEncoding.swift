/// Where and how a request's parameters travel.
public enum ParameterEncoding: Sendable, Equatable {
    /// Query string for GET and DELETE, form body for POST, PUT and PATCH (Alamofire's default).
    case methodDependent
    /// Always in the query string.
    case queryString
    /// `application/x-www-form-urlencoded` body.
    case formBody
    /// `application/json` body.
    case jsonBody
}
