import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class UnifiedDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertNil(UnifiedDiff.render(old: ["a", "b"], new: ["a", "b"], oldLabel: "x", newLabel: "y"))
        XCTAssertNil(UnifiedDiff.render(old: [], new: [], oldLabel: "x", newLabel: "y"))
    }

    func testOneChangeWithThreeLinesOfContext() {
        let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        var new = old
        new[4] = "five"
        XCTAssertEqual(UnifiedDiff.render(old: old, new: new, oldLabel: "a.rxs (expected)", newLabel: "a.rxs (actual)"), """
            --- a.rxs (expected)
            +++ a.rxs (actual)
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
            """)
    }

    func testDistantChangesMakeSeparateHunks() {
        let old = (1...20).map(String.init)
        var new = old
        new.remove(at: 1)
        new.insert("x", at: 16)
        XCTAssertEqual(UnifiedDiff.render(old: old, new: new, oldLabel: "e", newLabel: "a"), """
            --- e
            +++ a
            @@ -1,5 +1,4 @@
             1
            -2
             3
             4
             5
            @@ -15,6 +14,7 @@
             15
             16
             17
            +x
             18
             19
             20
            """)
    }

    func testNearbyChangesShareAHunk() {
        let old = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let new = ["a", "B", "c", "d", "e", "f", "G", "h"]
        let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "e", newLabel: "a") ?? ""
        XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,8 +1,8 @@"])
    }

    func testEmptySidesNameTheLineBefore() {
        XCTAssertEqual(UnifiedDiff.render(old: [], new: ["x"], oldLabel: "e", newLabel: "a"), "--- e\n+++ a\n@@ -0,0 +1 @@\n+x")
        XCTAssertEqual(UnifiedDiff.render(old: ["x"], new: [], oldLabel: "e", newLabel: "a"), "--- e\n+++ a\n@@ -1 +0,0 @@\n-x")
        XCTAssertEqual(UnifiedDiff.render(old: ["a", "b"], new: ["a", "x", "b"], oldLabel: "e", newLabel: "a"),
                       "--- e\n+++ a\n@@ -1,2 +1,3 @@\n a\n+x\n b")
    }

    func testEditsAreShortestAndReplayToTheNewText() {
        let cases: [([String], [String])] = [
            (["a", "b", "c", "a", "b", "b", "a"], ["c", "b", "a", "b", "a", "c"]),
            (["x", "y", "z"], ["a", "b"]),
            (["same", "1", "2", "same"], ["same", "2", "3", "same"]),
        ]
        let shortest = [5, 5, 2]
        for ((old, new), expected) in zip(cases, shortest) {
            let edits = UnifiedDiff.edits(old: old, new: new)
            XCTAssertEqual(edits.filter { if case .keep = $0 { false } else { true } }.count, expected)
            var replayed: [String] = []
            var oldIndices: [Int] = []
            for edit in edits {
                switch edit {
                case .keep(let a, let b):
                    XCTAssertEqual(old[a], new[b])
                    replayed.append(new[b])
                    oldIndices.append(a)
                case .insert(let b): replayed.append(new[b])
                case .remove(let a): oldIndices.append(a)
                }
            }
            XCTAssertEqual(replayed, new)
            XCTAssertEqual(oldIndices, Array(old.indices))
        }
    }

    func testLongDifferencesStillDiffCorrectly() {
        let old = (0..<3000).map { "old \($0)" }
        let new = (0..<3000).map { "new \($0)" }
        let edits = UnifiedDiff.edits(old: old, new: new)
        XCTAssertEqual(edits.count, 6000)
        XCTAssertEqual(edits.first, .remove(old: 0))
        XCTAssertEqual(edits.last, .insert(new: 2999))
    }
}
