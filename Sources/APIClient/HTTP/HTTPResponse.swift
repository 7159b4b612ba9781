import Foundation

/// A complete HTTP response (any status: validating it is the client's job).
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders
    /// Changing the body forgets `replayID`: it is no longer the recorded one.
    public var body: Data {
        didSet { replayID = nil }
    }
    /// Names a recorded body (a cassette) that answers many requests identically, so a client
    /// can decode it once; nil for live answers.
    public var replayID: String?

    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), replayID: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.replayID = replayID
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
