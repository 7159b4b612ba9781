import Foundation

/// Reads RSS 2.0 and Atom with `XMLParser`, which runs in the FeedXML plug-in
/// (`libRxsFeedXML.so`, loaded the first time a feed is read). `parse()` reports success for
/// some malformed input (and for an empty document), so the parser error and the root
/// element are checked too.
public enum FeedParser {
    public static func parse(_ data: Data) throws(APIError) -> Feed {
        guard !data.isEmpty else { throw failure("the body is empty") }
        let library: FeedXMLLibrary
        switch FeedXMLLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let failure): throw Self.failure(failure.reason)
        }
        guard let answer = library.events(data) else { throw failure("the XML plug-in gave no answer") }
        let builder = FeedBuilder()
        for event in answer.events { builder.handle(event) }
        if !answer.succeeded || builder.hasUnclosedElements {
            throw failure("the XML is malformed near line \(answer.line), column \(answer.column)")
        }
        guard let feed = builder.feed else {
            let root = builder.rootName.map { "the root element is <\($0)>" } ?? "there is no XML element"
            throw failure("not an RSS 2.0 or Atom feed (\(root))")
        }
        return feed
    }

    private static func failure(_ reason: String) -> APIError {
        .decoding(type: "Feed", codingPath: "", reason: reason)
    }
}

/// The FeedXML plug-in: what XMLParser reported for a document (see FeedXML.swift).
final class FeedXMLLibrary: Sendable {
    typealias Completion = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Void
    typealias Parse = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutableRawPointer?, Completion) -> Void

    static let fileName = "libRxsFeedXML.so"
    static let shared: Result<FeedXMLLibrary, PlugIn.LoadFailure> =
        PlugIn.open(fileName, symbols: ["rxs_feed_xml_events"], purpose: "reading feeds").map {
            FeedXMLLibrary(parse: unsafeBitCast($0[0], to: Parse.self))
        }

    private let parse: Parse

    private init(parse: Parse) {
        self.parse = parse
    }

    struct Answer {
        let succeeded: Bool
        let line: Int
        let column: Int
        let events: [FeedBuilder.Event]
    }

    /// What the parser saw in `data`; nil when the plug-in's answer cannot be read.
    func events(_ data: Data) -> Answer? {
        let box = AnswerBox()
        let context = Unmanaged.passUnretained(box).toOpaque()
        data.withUnsafeBytes { buffer in
            parse(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, context) { context, bytes, count in
                guard let context, let bytes else { return }
                Unmanaged<AnswerBox>.fromOpaque(context).takeUnretainedValue().json = Data(bytes: bytes, count: count)
            }
        }
        guard let fields = (try? JSONSerialization.jsonObject(with: box.json)) as? [String: Any],
              let succeeded = fields["ok"] as? Bool, let line = fields["line"] as? Int,
              let column = fields["column"] as? Int, let events = fields["events"] as? [[Any]]
        else { return nil }
        return Answer(succeeded: succeeded, line: line, column: column, events: events.compactMap(FeedBuilder.Event.init))
    }

    /// Receives the plug-in's answer during the call.
    private final class AnswerBox {
        var json = Data()
    }
}
