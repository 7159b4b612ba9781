import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
@testable import RxsSupport

final class SuggesterTests: XCTestCase {
    func testDistanceCountsSwappedNeighboursAsOneEdit() {
        XCTAssertEqual(EditDistance.between("tpye", "type"), 1)
        XCTAssertEqual(EditDistance.between("serchField", "searchField"), 1)
        XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.between("ca", "abc"), 3)
    }

    func testThresholdGrowsWithLength() {
        XCTAssertEqual((1...10).map(Suggester.maximumDistance(forLength:)), [1, 1, 1, 1, 2, 2, 2, 3, 3, 3])
        XCTAssertEqual(Suggester.maximumDistance(forLength: 40), 3)
    }

    func testSuggestsTheClosestIgnoringCase() {
        XCTAssertEqual(Suggester.suggestions(for: "tpye", among: ["open", "type", "tap"]), ["type"])
        XCTAssertEqual(Suggester.suggestions(for: "SEARCHBAR", among: ["searchBar", "table"]), ["searchBar"])
        XCTAssertEqual(Suggester.suggestions(for: "ラーメソ", among: ["ラーメン", "coffee"]), ["ラーメン"])
    }

    func testTiesKeepCandidateOrderAndNothingFarIsSuggested() {
        XCTAssertEqual(Suggester.suggestions(for: "tab", among: ["tap", "table", "tag"]), ["tap", "tag"])
        XCTAssertEqual(Suggester.suggestions(for: "zzz", among: ["open", "type"]), [])
        XCTAssertEqual(Suggester.suggestions(for: "x", among: []), [])
    }

    func testDidYouMeanWording() {
        XCTAssertEqual(Suggester.didYouMean("serchField", among: ["searchField", "searchButton"]), "did you mean searchField?")
        XCTAssertEqual(Suggester.didYouMean("tab", among: ["tap", "tag"]), "did you mean tap or tag?")
        XCTAssertEqual(Suggester.didYouMean("ab", among: ["aa", "bb", "cb", "db"]), "did you mean aa, bb or cb?")
        XCTAssertNil(Suggester.didYouMean("nothing", among: ["open"]))
    }

    func testTheNamesOfADidYouMeanHintAreReadBackAsItWroteThem() {
        for names in [["type"], ["repos", "venues"], ["a.b", "c[0].d", "=="]] {
            let hint = Suggester.didYouMean("x", among: []) ?? "did you mean \(names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1])?"
            XCTAssertEqual(Suggester.names(inDidYouMean: hint), names, hint)
        }
        XCTAssertEqual(Suggester.names(inDidYouMean: Suggester.didYouMean("serchBar", among: ["searchBar", "table"]) ?? ""), ["searchBar"])
        XCTAssertNil(Suggester.names(inDidYouMean: "help lists the commands"))
        XCTAssertNil(Suggester.names(inDidYouMean: "did you mean ?"))
        XCTAssertNil(Suggester.names(inDidYouMean: "did you mean a or b or c?"))
        XCTAssertNil(Suggester.names(inDidYouMean: "did you mean `rxs test`, or x?"))
        XCTAssertNil(Suggester.names(inDidYouMean: "did you mean two words?"))
    }
}
