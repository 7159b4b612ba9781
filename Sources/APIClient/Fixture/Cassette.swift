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

        /// A status HTTP has, and one body.
        func check() throws(CassetteError) {
            guard (100...599).contains(status) else {
                throw CassetteError(reason: "invalid HTTP status \(status) in response.status (use 100 to 599)")
            }
            guard json == nil || text == nil else {
                throw CassetteError(reason: "response has both \"json\" and \"text\"; use one")
            }
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
        if data.isEmpty { throw CassetteError(reason: "the file is empty") }
        // A plain file is read byte by byte (`JSONReader`); anything else, and every error,
        // goes through `JSONDecoder` as before.
        let cassette: Cassette
        if let plain = JSONReader.value(in: data), let read = Cassette(plain: plain) {
            cassette = read
        } else {
            cassette = try decoded(from: data)
        }
        try cassette.response.check()
        guard HTTPMethod(rawValue: cassette.request.method.uppercased()) != nil else {
            throw CassetteError(reason: "request.method \"\(cassette.request.method)\" is not an HTTP method")
        }
        guard RequestMatcher.Target(urlString: cassette.request.url) != nil else {
            throw CassetteError(reason: "request.url \"\(cassette.request.url)\" is not an absolute http(s) URL")
        }
        return cassette
    }

    /// The cassette as `JSONDecoder` reads it, or the error it meets in words.
    private static func decoded(from data: Data) throws(CassetteError) -> Cassette {
        let cassette: Cassette
        do {
            cassette = try JSONDecoder().decode(Cassette.self, from: data)
        } catch let error as DecodingError {
            // Only a refused file is inspected byte by byte: that would slow every session's load.
            let bytes = [UInt8](data)
            if let syntax = JSONInspection.syntaxError(in: bytes) {
                throw CassetteError(reason: syntax.message + " (the file is not valid JSON)", line: syntax.line,
                                    column: syntax.column)
            }
            let failure = DecodingFailure.apiError(from: error, decoding: Cassette.self, body: bytes)
            throw CassetteError(reason: Self.reason(of: failure))
        } catch {
            throw CassetteError(reason: String(describing: error))
        }
        // A "json" body is re-encoded when served: an integer beyond `Int` was read as a Double
        // and would come back rounded, so the cassette would not answer what it says.
        if cassette.response.json?.containsIntegerBeyondInt == true,
            let number = JSONInspection.largeNumber(in: [UInt8](data)), number.path.hasPrefix("response.json")
        {
            throw CassetteError(reason: "\(number.path): the number \(number.text.prefix(40)) is too large to replay "
                + "exactly; put the body in \"text\" instead")
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
            // The same bytes as the encoder's (`JSONWriter`), which is left the values it alone knows.
            body = JSONWriter.sortedBytes(json).map { Data($0) } ?? (try? Self.bodyEncoder.encode(json)) ?? Data()
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

/// Why a cassette file could not be used, with the place in the file when there is one.
public struct CassetteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    /// 1-based line and column of a syntax error.
    public var line: Int?
    public var column: Int?

    public init(reason: String, line: Int? = nil, column: Int? = nil) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// `3:7: expected ',' or '}', found '"'` or just the reason.
    public var description: String {
        guard let line, let column else { return reason }
        return "\(line):\(column): \(reason)"
    }

    /// `file:3:7: …` or `file: …`, the way compilers name a place in a file.
    public func located(in file: String) -> String {
        line == nil ? "\(file): \(reason)" : "\(file):\(description)"
    }
}
