import Foundation

/// One recorded HTTP exchange (format: notes/CASSETTE.md). The query in `request.url` is only
/// matched for the parameter names in `matchQuery`.
public struct Cassette: Codable, Sendable, Equatable {
    public struct Request: Codable, Sendable, Equatable {
        public var method: String
        public var url: String
        public var matchQuery: [String]?

        public init(method: String, url: String, matchQuery: [String]? = []) {
            self.method = method
            self.url = url
            self.matchQuery = matchQuery
        }
    }

    public struct Response: Codable, Sendable, Equatable {
        public var status: Int
        public var headers: [String: String]?
        public var json: JSONValue?
        public var text: String?

        public init(status: Int, headers: [String: String]? = nil, json: JSONValue? = nil, text: String? = nil) {
            self.status = status
            self.headers = headers
            self.json = json
            self.text = text
        }
    }

    public var note: String?
    public var request: Request
    public var response: Response

    public init(note: String? = nil, request: Request, response: Response) {
        self.note = note
        self.request = request
        self.response = response
    }

    /// Reads and checks a cassette file; the error message names what is wrong.
    public static func load(from data: Data) throws(CassetteError) -> Cassette {
        let cassette: Cassette
        do {
            cassette = try JSONDecoder().decode(Cassette.self, from: data)
        } catch let error as DecodingError {
            let failure = DecodingFailure.apiError(from: error, decoding: Cassette.self, bodyByteCount: data.count)
            throw CassetteError(reason: Self.reason(of: failure))
        } catch {
            throw CassetteError(reason: String(describing: error))
        }
        guard HTTPMethod(rawValue: cassette.request.method.uppercased()) != nil else {
            throw CassetteError(reason: "request.method \"\(cassette.request.method)\" is not an HTTP method")
        }
        guard RequestMatcher.Target(urlString: cassette.request.url) != nil else {
            throw CassetteError(reason: "request.url \"\(cassette.request.url)\" is not an absolute http(s) URL")
        }
        guard cassette.response.json == nil || cassette.response.text == nil else {
            throw CassetteError(reason: "response has both \"json\" and \"text\"; use one")
        }
        return cassette
    }

    /// The response as a transport returns it.
    public func httpResponse() -> HTTPResponse {
        var headers = HTTPHeaders()
        for name in (response.headers ?? [:]).keys.sorted() {
            headers[name] = response.headers?[name]
        }
        let body: Data
        if let json = response.json {
            body = (try? Self.bodyEncoder.encode(json)) ?? Data()
        } else {
            body = Data((response.text ?? "").utf8)
        }
        return HTTPResponse(status: response.status, headers: headers, body: body)
    }

    private static var bodyEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func reason(of error: APIError) -> String {
        guard case .decoding(_, let path, let reason) = error else { return error.description }
        return path.isEmpty ? reason : "\(path): \(reason)"
    }
}

/// Why a cassette file could not be used.
public struct CassetteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
