// FeedXML: XMLParser behind a C interface. It is the only module that loads FoundationXML
// (and libxml2 with the system ICU, liblzma and zlib): `rxs` loads it as a plug-in
// (`libRxsFeedXML.so`, beside the program) the first time a feed is read, so a run that reads
// no feed never loads them. APIClient's `FeedParser` is its only caller and keeps all the
// feed logic: this module only reports what XMLParser saw, as JSON.
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Gets the answer: `context` and the answer's JSON bytes, valid only during the call.
public typealias RxsFeedXMLCompletion = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Void

/// Parses the XML at `bytes` with namespaces processed and calls `completion` once, before
/// returning, with `{"ok": Bool, "line": Int, "column": Int, "events": [...]}`: `ok` is false
/// when XMLParser failed or reported an error; `line` and `column` are where it stopped; each
/// event is `["s", name, namespace, {attributes}]`, `["e", name, namespace]`, `["t", text]`
/// (characters) or `["c", text]` (a CDATA block, as UTF-8).
@_cdecl("rxs_feed_xml_events")
public func rxsFeedXMLEvents(_ bytes: UnsafePointer<UInt8>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
                             _ completion: RxsFeedXMLCompletion) {
    let parser = XMLParser(data: bytes.map { Data(bytes: $0, count: length) } ?? Data())
    parser.shouldProcessNamespaces = true
    let recorder = EventRecorder()
    parser.delegate = recorder
    let succeeded = parser.parse()
    let answer: [String: Any] = [
        "ok": succeeded && parser.parserError == nil, "line": parser.lineNumber, "column": parser.columnNumber,
        "events": recorder.events,
    ]
    let json = (try? JSONSerialization.data(withJSONObject: answer)) ?? Data()
    json.withUnsafeBytes { buffer in
        completion(context, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
    }
}

/// Keeps what the parser reports, in order.
private final class EventRecorder: NSObject, XMLParserDelegate {
    var events: [[Any]] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        events.append(["s", elementName, namespaceURI ?? "", attributes])
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        events.append(["e", elementName, namespaceURI ?? ""])
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        events.append(["t", string])
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        events.append(["c", String(decoding: CDATABlock, as: UTF8.self)])
    }
}
