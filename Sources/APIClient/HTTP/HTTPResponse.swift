import Foundation

/// A complete HTTP response (any status: validating it is the client's job).
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data

    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The media type without parameters, lowercased (`application/json`), if any.
    public var mediaType: MediaType? {
        headers["Content-Type"].flatMap(MediaType.init(parsing:))
    }

    /// Pagination links from the `Link` header.
    public var links: PageLinks {
        PageLinks(header: headers["Link"])
    }

    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }
}
