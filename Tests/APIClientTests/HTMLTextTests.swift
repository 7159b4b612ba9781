@testable import APIClient
import XCTest

final class HTMLTextTests: XCTestCase {
    func testEntityDecodingNamedAndNumeric() {
        XCTAssertEqual(HTMLText.decodeEntities("Tom &amp; Jerry&nbsp;&lt;3 &#12354;&#x3042;&#X41; &hellip;"),
                       "Tom & Jerry <3 ああA …")
    }

    func testMalformedOrUnknownEntitiesStayAsWritten() {
        XCTAssertEqual(HTMLText.decodeEntities("AT&T &bogus; &#xZZ; & &amp"), "AT&T &bogus; &#xZZ; & &amp")
        XCTAssertEqual(HTMLText.decodeEntities("&#0;&#xD800;"), "\u{FFFD}\u{FFFD}")
    }

    func testTagStrippingKeepsWordsApart() {
        let html = "<div>One<br>two</div><!-- hidden <p>x</p> --><script>var a = '<p>';</script><style>p{}</style><p>three &amp; <b>four</b></p>"
        XCTAssertEqual(HTMLText.plainText(html), "One two three & four")
        XCTAssertEqual(HTMLText.plainText("a < b and c > d"), "a < b and c > d")
    }

    func testFirstParagraphText() {
        XCTAssertEqual(HTMLText.firstParagraphText(#"<img src="a.jpg"><P class="by">by <a href="/u">mafmoff</a>&nbsp;</P><p>second</p>"#),
                       "by mafmoff")
        XCTAssertEqual(HTMLText.firstParagraphText("<p>unclosed <b>text"), "unclosed text")
        XCTAssertEqual(HTMLText.firstParagraphText("<p>one<p>two"), "one")
        XCTAssertNil(HTMLText.firstParagraphText("<div>no paragraph</div><pre>code</pre>"))
    }

    func testLastImageSource() {
        let html = #"<img src="first.jpg"><p>x</p><IMG alt='a > b' SRC='https://e.com/i?a=1&amp;b=2' /><img data-src="lazy.jpg"><img src=plain.png width=3>"#
        XCTAssertEqual(HTMLText.lastImageSource(html), "plain.png")
        XCTAssertEqual(HTMLText.lastImageSource(#"<img src="a.jpg"><img alt="x" src='https://e.com/i?a=1&amp;b=2'>"#),
                       "https://e.com/i?a=1&b=2")
        XCTAssertNil(HTMLText.lastImageSource("<p>no images</p><img alt=\"x\">"))
    }
}
