import Foundation
import RxUI
import XCTest

final class JSONRendererTests: XCTestCase {
    func testJSONDecodesBackToTheSameSnapshot() throws {
        for snapshot in [SampleSnapshots.search, SampleSnapshots.reposWithAlert, Snapshot()] {
            let json = JSONRenderer().render(snapshot)
            XCTAssertEqual(try JSONDecoder().decode(Snapshot.self, from: Data(json.utf8)), snapshot)
        }
    }

    func testCodableEncodingDecodesToTheSameSnapshot() throws {
        let snapshot = SampleSnapshots.reposWithAlert
        let data = try JSONEncoder().encode(snapshot)
        XCTAssertEqual(try JSONDecoder().decode(Snapshot.self, from: data), snapshot)
    }

    func testValuesKeepTheirJSONTypes() throws {
        let values: [SnapshotValue] = [.string("1"), .int(1), .bool(true), .null, .string("true")]
        let data = try JSONEncoder().encode(values)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["1",1,true,null,"true"]"#)
        XCTAssertEqual(try JSONDecoder().decode([SnapshotValue].self, from: data), values)
    }

    func testSearchScreenJSONMatchesGolden() {
        assertGolden(JSONRenderer().render(SampleSnapshots.search), named: "search.json")
    }

    func testReposWithAlertJSONMatchesGolden() {
        assertGolden(JSONRenderer().render(SampleSnapshots.reposWithAlert), named: "repos-alert.json")
    }

    func testStringsAreEscaped() {
        let snapshot = Snapshot(openedURL: "a\"b\\c\nd\u{1}")
        XCTAssertTrue(JSONRenderer().render(snapshot).contains(#""openedURL": "a\"b\\c\nd\u0001""#))
    }
}
