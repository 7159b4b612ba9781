@testable import APIClient
import Foundation
import XCTest

final class XMLReaderTests: XCTestCase {
    private func events(_ xml: String, reader: XMLReader = XMLReader()) throws -> [XMLReader.Event] {
        var events: [XMLReader.Event] = []
        try reader.read(Array(xml.utf8)) { events.append($0) }
        return events
    }

    private func failure(_ xml: String, reader: XMLReader = XMLReader()) -> String? {
        do {
            _ = try events(xml, reader: reader)
            return nil
        } catch {
            return (error as? XMLReader.Failure)?.description
        }
    }

    func testElementsAttributesAndNamespacesByPrefix() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><r xmlns="urn:d" xmlns:p="urn:p"><p:a k='1' p:q="2"/><b>t</b></r>"#
        XCTAssertEqual(try events(xml), [
            .start(name: "r", namespace: "urn:d", attributes: [:]),
            .start(name: "a", namespace: "urn:p", attributes: ["k": "1", "p:q": "2"]),
            .end(name: "a", namespace: "urn:p"),
            .start(name: "b", namespace: "urn:d", attributes: [:]),
            .characters("t"),
            .end(name: "b", namespace: "urn:d"),
            .end(name: "r", namespace: "urn:d"),
        ])
    }

    func testANamespaceDeclarationEndsWithItsElement() throws {
        let xml = #"<r><a xmlns="urn:a"><b/></a><c/></r>"#
        XCTAssertEqual(try events(xml).compactMap { event -> String? in
            if case .start(let name, let namespace, _) = event { return name + "=" + namespace }
            return nil
        }, ["r=", "a=urn:a", "b=urn:a", "c="])
        XCTAssertEqual(failure("<r><x:a/></r>"), "near line 1, column 4 (the namespace prefix 'x' is not declared)")
    }

    func testCDATACommentsAndProcessingInstructions() throws {
        let xml = "<r><!-- a <b> comment --><?php echo 1; ?><![CDATA[<p>&amp;</p>]]></r>"
        XCTAssertEqual(try events(xml), [
            .start(name: "r", namespace: "", attributes: [:]),
            .cdata("<p>&amp;</p>"),
            .end(name: "r", namespace: ""),
        ])
    }

    func testPredefinedAndNumericCharacterReferences() throws {
        let xml = #"<r a="&quot;&#x41;&#66;">&lt;&gt;&amp;&apos;&quot;&#233;&#x1F600;</r>"#
        XCTAssertEqual(try events(xml), [
            .start(name: "r", namespace: "", attributes: ["a": "\"AB"]),
            .characters("<>&'\"é😀"),
            .end(name: "r", namespace: ""),
        ])
    }

    func testUnknownEntitiesAndBadCharacterReferencesAreErrors() {
        XCTAssertEqual(failure("<r>&nbsp;</r>"), "near line 1, column 4 (the entity &nbsp; is not defined)")
        XCTAssertEqual(failure("<r>&#0;</r>"), "near line 1, column 4 (&#0; is not a valid character reference)")
        XCTAssertEqual(failure("<r>&#xD800;</r>"), "near line 1, column 4 (&#xD800; is not a valid character reference)")
        XCTAssertEqual(failure("<r>a & b</r>"), "near line 1, column 6 ('&' must start an entity reference such as &amp;)")
    }

    func testADoctypeOrEntityDeclarationIsRefusedBeforeAnyExpansion() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <lolz>&lol2;</lolz>
            """
        XCTAssertEqual(failure(laughs),
                       "near line 2, column 1 (a DOCTYPE is not accepted (rxs reads no DTD and no entity declarations))")
        let external = #"<!DOCTYPE r SYSTEM "file:///etc/passwd"><r/>"#
        XCTAssertEqual(failure(external)?.contains("a DOCTYPE is not accepted"), true)
        XCTAssertEqual(failure("<r/><!ENTITY x 'y'>"), "near line 1, column 5 (an entity declaration is not accepted)")
    }

    func testMalformedDocumentsNameTheLineAndColumn() {
        XCTAssertEqual(failure("<r>\n  <a></b>\n</r>"), "near line 2, column 6 (</b> closes <a>)")
        XCTAssertEqual(failure("<r><a>"), "near line 1, column 7 (the document ends inside <a>)")
        XCTAssertEqual(failure("<r/><s/>"), "near line 1, column 5 (a second root element)")
        XCTAssertEqual(failure("text<r/>"), "near line 1, column 5 (text outside the root element)")
        XCTAssertEqual(failure("<r a=1/>"), "near line 1, column 6 (an attribute value must be quoted)")
        XCTAssertEqual(failure(#"<r a="1" a="2"/>"#), "near line 1, column 15 (the attribute 'a' appears twice)")
        XCTAssertEqual(failure(#"<r a="<"/>"#), "near line 1, column 7 ('<' in an attribute value)")
        XCTAssertEqual(failure("<r><![CDATA[x</r>"), "near line 1, column 4 (a CDATA section is not closed)")
        XCTAssertEqual(failure("<r>\u{FF}</r>".replacingOccurrences(of: "\u{FF}", with: "")), nil)
    }

    func testInvalidUTF8AndOtherEncodingsAreErrors() {
        var reader = XMLReader()
        reader.maximumDepth = 4
        XCTAssertThrowsError(try reader.read([0x3C, 0x72, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x72, 0x3E]) { _ in })
        XCTAssertEqual(failure(#"<?xml version="1.0" encoding="ISO-8859-1"?><r/>"#),
                       "near line 1, column 1 (the document's encoding 'iso-8859-1' is not supported (only UTF-8))")
    }

    func testDepthAndSizeAreBounded() {
        var reader = XMLReader()
        reader.maximumDepth = 3
        XCTAssertNil(failure("<a><b><c/></b></a>", reader: reader))
        XCTAssertEqual(failure("<a><b><c><d/></c></b></a>", reader: reader),
                       "near line 1, column 10 (elements are nested more than 3 deep)")
        reader.maximumBytes = 10
        XCTAssertEqual(failure("<a>0123456789</a>", reader: reader), "near line 1, column 1 (the document is larger than 0 MB)")
        let deep = String(repeating: "<a>", count: 100_000)
        XCTAssertEqual(failure(deep)?.contains("nested more than 256 deep"), true)
    }

    func testRSS1RDFIsReadAsAFeed() throws {
        let xml = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
                     xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel rdf:about="http://e.com/"><title>R1</title><link>http://e.com/</link></channel>
            <item rdf:about="http://e.com/1"><title>One</title><link>http://e.com/1</link>
            <description>d</description><dc:date>2014-11-07T01:20:16Z</dc:date></item>
            </rdf:RDF>
            """
        let feed = try FeedParser.parse(Data(xml.utf8))
        XCTAssertEqual(feed.format, .rss1)
        XCTAssertEqual(feed.title, "R1")
        XCTAssertEqual(feed.link?.absoluteString, "http://e.com/")
        XCTAssertEqual(feed.entries.map(\.title), ["One"])
        XCTAssertEqual(feed.entries.first?.link?.absoluteString, "http://e.com/1")
        XCTAssertEqual(feed.entries.first?.publishedText, "2014-11-07T01:20:16Z")
    }
}
