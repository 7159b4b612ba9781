@testable import APIClient
import Foundation
import XCTest

/// Broken cassettes and odd bodies are named in plain words: where a cassette is broken and
/// why, and what about a body could not be read (not "expected Dictionary<String, Any>").
final class UnusableInputTests: XCTestCase {
    private func cassetteError(_ text: String) -> String? {
        do {
            _ = try Cassette.load(from: Data(text.utf8))
            return nil
        } catch {
            return error.located(in: "x.json")
        }
    }

    private static let request = #""request":{"method":"GET","url":"https://api.github.com/users"}"#

    func testASyntaxErrorIsNamedWithLineAndColumn() {
        XCTAssertEqual(cassetteError("{\n  \(Self.request),\n  \"response\": {\"status\": 200 \"json\": []}\n}"),
                       #"x.json:3:30: expected ',' or '}', found '"' (the file is not valid JSON)"#)
        XCTAssertEqual(cassetteError("{\(Self.request), \"response\": {\"status\": 200}"),
                       "x.json:1:94: the text ends where ',' or '}' was expected (the file is not valid JSON)")
        XCTAssertEqual(cassetteError(""), "x.json: the file is empty")
        XCTAssertEqual(cassetteError("{\"note\": \"a\u{1}b\"}"),
                       "x.json:1:12: a control character inside a string (write it as an escape) (the file is not valid JSON)")
    }

    func testAMissingPartIsNamed() {
        XCTAssertEqual(cassetteError(#"{"response":{"status":200}}"#), #"x.json: the key "request" is missing"#)
        XCTAssertEqual(cassetteError("{\(Self.request),\"response\":{}}"), #"x.json: response: the key "status" is missing"#)
        XCTAssertEqual(cassetteError("{\(Self.request),\"response\":[]}"),
                       "x.json: response: the server sent a list where an object was expected")
    }

    func testStatusesOutsideHTTPAreRefused() {
        for (status, shown) in [("0", "0"), ("-1", "-1"), ("1e17", "100000000000000000"), ("600", "600"), ("99", "99")] {
            XCTAssertEqual(cassetteError("{\(Self.request),\"response\":{\"status\":\(status)}}"),
                           "x.json: invalid HTTP status \(shown) in response.status (use 100 to 599)")
        }
        XCTAssertNil(cassetteError("{\(Self.request),\"response\":{\"status\":599}}"))
        XCTAssertEqual(cassetteError("{\(Self.request),\"response\":{\"status\":200,\"json\":[{\"id\":123456789012345678901}]}}"),
                       "x.json: response.json[0].id: the number 123456789012345678901 is too large to replay exactly; "
                           + "put the body in \"text\" instead")
        XCTAssertEqual(APIError.httpStatus(code: -1, message: nil, host: "h").description,
                       "h answered with -1, which is not a valid HTTP status.")
    }

    func testFolderProblemsAreSaidInWords() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        XCTAssertEqual(FixtureFolders.problem(with: scratch.appendingPathComponent("missing")), "no such folder")
        let file = scratch.appendingPathComponent("plain.json")
        try Data("{}".utf8).write(to: file)
        XCTAssertEqual(FixtureFolders.problem(with: file), "is a file, not a folder")
        XCTAssertNil(FixtureFolders.problem(with: scratch))
        XCTAssertEqual(FixtureFolders.unusableCassettes(in: [scratch]), ["\(file.path): the key \"request\" is missing"])
    }

    // MARK: Bodies

    private struct Repository: Decodable {
        var id: Int
        var name: String
    }

    private func reason<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            return nil
        } catch {
            return DecodingFailure.apiError(from: error, decoding: T.self, body: Array(json.utf8)).description
        }
    }

    func testAWrongKindOfValueIsSaidAsTheServerSentIt() {
        XCTAssertEqual(reason(Repository.self, #"[{"id":1,"name":"a"}]"#),
                       "Could not read Repository from the response: the server sent a list where an object was expected.")
        XCTAssertEqual(reason([Repository].self, #"{"message":"Not Found"}"#),
                       "Could not read [Repository] from the response: the server sent an object where a list was expected.")
        XCTAssertEqual(reason(Repository.self, #"{"id":"7","name":"a"}"#),
                       "Could not read Repository from the response at id: the server sent a text where a number was expected.")
        XCTAssertEqual(reason(Repository.self, #"{"id":1,"name":null}"#),
                       "Could not read Repository from the response at name: the server sent null where a text was expected.")
    }

    func testATooLargeNumberIsNotCalledInvalidJSON() {
        XCTAssertEqual(reason([Repository].self, #"[{"id":1,"name":"a"},{"id":123456789012345678901234567890,"name":"b"}]"#),
                       "Could not read [Repository] from the response: a number in the body is too large "
                           + "(123456789012…901234567890 (30 digits) at [1].id).")
        XCTAssertEqual(reason(Repository.self, #"{"id":1e400,"name":"b"}"#),
                       "Could not read Repository from the response: a number in the body is too large (1e400 at id).")
        XCTAssertEqual(reason(Repository.self, #"{"id":1,"name":"b""#),
                       "Could not read Repository from the response: the body is not valid JSON.")
    }

    func testInspectionSurvivesHostileBodies() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 200_000)
        XCTAssertEqual(JSONInspection.syntaxError(in: deep)?.message, "the text ends where a value was expected")
        let balanced = deep + Array(repeating: UInt8(ascii: "]"), count: 200_000)
        XCTAssertNil(JSONInspection.syntaxError(in: balanced))
        XCTAssertEqual(JSONInspection.syntaxError(in: [0xFF, 0xFE])?.message, "expected a value, found byte 0xff")
        XCTAssertEqual(JSONInspection.syntaxError(in: Array("{\"a\":1} x".utf8))?.description,
                       "1:9: unexpected text after the JSON value")
        XCTAssertEqual(JSONInspection.largeNumber(in: Array(#"{"a":{"b":[0,1,-99999999999999999999]}}"#.utf8)),
                       .init(text: "-99999999999999999999", path: "a.b[2]"))
    }
}
