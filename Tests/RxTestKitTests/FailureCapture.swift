import XCTest

/// A test case that can catch the failures an assertion records instead of failing.
class FailureCapturingTestCase: XCTestCase {
    private var captured: [String]?

    /// The failure messages `body` records; the test itself does not fail for them.
    func failures(in body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String,
                                atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
