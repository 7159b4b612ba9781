@testable import APIClient
import XCTest

final class HTMLReaderTests: XCTestCase {
    func testEntityDecodingNamedAndNumeric() {
        XCTAssertEqual(HTMLReader.decodeEntities("Tom &amp; Jerry&nbsp;&lt;3 &#12354;&#x3042;&#X41; &hellip;"),
                       "Tom & Jerry <3 ああA …")
    }

    func testMalformedOrUnknownEntitiesStayAsWritten() {
        XCTAssertEqual(HTMLReader.decodeEntities("AT&T &bogus; &#xZZ; & &amp"), "AT&T &bogus; &#xZZ; & &amp")
        XCTAssertEqual(HTMLReader.decodeEntities("&#0;&#xD800;"), "\u{FFFD}\u{FFFD}")
    }

    func testTagStrippingKeepsWordsApart() {
        let html = "<div>One<br>two</div><!-- hidden <p>x</p> --><script>var a = '<p>';</script><style>p{}</style><p>three &amp; <b>four</b></p>"
        XCTAssertEqual(HTMLReader.plainText(html), "One two three & four")
        XCTAssertEqual(HTMLReader.plainText("a < b and c > d"), "a < b and c > d")
    }

    func testFirstParagraphText() {
        XCTAssertEqual(HTMLReader.firstParagraphText(#"<img src="a.jpg"><P class="by">by <a href="/u">mafmoff</a>&nbsp;</P><p>second</p>"#),
                       "by mafmoff")
        XCTAssertEqual(HTMLReader.firstParagraphText("<p>unclosed <b>text"), "unclosed text")
        XCTAssertEqual(HTMLReader.firstParagraphText("<p>one<p>two"), "one")
        XCTAssertNil(HTMLReader.firstParagraphText("<div>no paragraph</div><pre>code</pre>"))
    }

    func testLastImageSource() {
        let html = #"<img src="first.jpg"><p>x</p><IMG alt='a > b' SRC='https://e.com/i?a=1&amp;b=2' /><img data-src="lazy.jpg"><img src=plain.png width=3>"#
        XCTAssertEqual(HTMLReader.lastImageSource(html), "plain.png")
        XCTAssertEqual(HTMLReader.lastImageSource(#"<img src="a.jpg"><img alt="x" src='https://e.com/i?a=1&amp;b=2'>"#),
                       "https://e.com/i?a=1&b=2")
        XCTAssertNil(HTMLReader.lastImageSource("<p>no images</p><img alt=\"x\">"))
    }
}
