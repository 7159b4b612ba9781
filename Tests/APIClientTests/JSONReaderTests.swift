@testable import APIClient
import Apps
import Foundation
import XCTest

/// `JSONReader` reads what `JSONDecoder` reads into the same `JSONValue`, and leaves to it
/// (nil) everything that is not plain; `JSONWriter` writes the bytes `JSONEncoder` writes.
final class JSONReaderTests: XCTestCase {
    private func read(_ text: String) -> JSONValue? {
        JSONReader.value(in: Array(text.utf8))
    }

    private func decoded(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func testValidTextsReadAsTheDecoderReadsThem() throws {
        let texts = [
            #"{"a":1296269,"b":35.7260747,"c":true,"d":null,"e":["x",{"f":"ラ"}],"g":false}"#,
            " \n\t[ 1 , -2 , 0.5 , \"\" , [ ] , { } ]\r\n",
            #""plain""#, "0", "-0", "1.0", "-0.0", "120.000", "0.1", "-3.25e-2", "2.5E-3",
            #"{"nested":{"deeper":{"deepest":[[[{"x":[1,[2,[3]]]}]]]}}}"#,
            #"{"é":"ü","emoji":"😀","kana":"ラーメン"}"#,
        ]
        for text in texts {
            XCTAssertEqual(read(text), try decoded(text), text)
        }
        XCTAssertEqual(read(#"{"e":["x",{"f":"ラ"}]}"#), .object(["e": .array([.string("x"), .object(["f": .string("ラ")])])]))
    }

    func testNumbersAreIntegersWhenWhole() {
        XCTAssertEqual(read("1296269"), .int(1_296_269))
        XCTAssertEqual(read("1.0"), .int(1))
        XCTAssertEqual(read("-0.0"), .int(0))
        XCTAssertEqual(read("9223372036854775807"), .int(.max))
        XCTAssertEqual(read("-9223372036854775808"), .int(.min))
        XCTAssertEqual(read("35.7260747"), .double(35.7260747))
        XCTAssertEqual(read("-1.5e-3"), .double(-0.0015))
        // Left to the decoder: beyond `Int`, and whole values written with an exponent.
        XCTAssertNil(read("9223372036854775808"))
        XCTAssertNil(read("-9223372036854775809"))
        XCTAssertNil(read("1e2"))
        XCTAssertNil(read("2.5E+3"))
        XCTAssertNil(read("9007199254740993.0"))
        XCTAssertNil(read("1e400"))
    }

    func testUnicodeEscapesAreUndone() {
        XCTAssertEqual(read(#""caf\u00e9 \u30e9""#), .string("café ラ"))
        XCTAssertEqual(read(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(read(#""\u0000\u001F""#), .string("\u{0}\u{1F}"))
        XCTAssertEqual(read(#""\"\\\/\b\f\n\r\t""#), .string("\"\\/\u{8}\u{C}\n\r\t"))
        XCTAssertEqual(read(#"{"k\u0065y":1}"#), .object(["key": .int(1)]))
        // A lone surrogate is no scalar.
        XCTAssertNil(read(#""\ud800""#))
        XCTAssertNil(read(#""\udc00""#))
        XCTAssertNil(read(#""\ud83d\u0041""#))
        XCTAssertNil(read(#""\u12""#))
        XCTAssertNil(read(#""\x41""#))
    }

    func testMalformedTextsAreRefused() {
        for text in ["", " ", "{", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a":1,}"#, #"{a:1}"#, #""open"#, "\"a\u{1}b\"",
                     "01", "-", "1.", ".5", "1e", "+1", "tru", "nul", "[1] x", "{\"a\":1}}", "\u{FEFF}1"] {
            XCTAssertNil(read(text), text)
        }
        XCTAssertNil(JSONReader.value(in: [0x22, 0xFF, 0x22]), "invalid UTF-8")
        // Past an ASCII start, as a string's bytes are checked only once one is not ASCII.
        XCTAssertNil(JSONReader.value(in: [0x22, 0x61, 0x62, 0xC3, 0x22]), "a cut sequence after ASCII")
        XCTAssertNil(JSONReader.value(in: [0x22, 0x61, 0xC0, 0xAF, 0x22]), "an overlong sequence after ASCII")
        XCTAssertEqual(JSONReader.value(in: [0x22, 0x61, 0x7F, 0xC3, 0xA9, 0x22]), .string("a\u{7F}é"))
        XCTAssertNil(read(#"{"a":1,"a":2}"#), "a repeated key")
    }

    func testNestingIsBounded() {
        let limit = JSONReader.depthLimit
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNotNil(read(deepest))
        XCTAssertNil(read("[" + deepest + "]"))
        XCTAssertNil(JSONReader.value(in: Array(repeating: UInt8(ascii: "["), count: 200_000)))
    }

    // MARK: Writing

    private func encoded(_ value: JSONValue) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    func testTheWriterWritesTheEncodersBytes() throws {
        let values: [JSONValue] = [
            .object(["b": 1, "a": 2, "B": 3, "a10": 4, "a9": 5, "_x": 6, "é": 7, "a b": 8, "a-b": 9, "": 10]),
            .string("\u{1}\u{1F}\u{8}\u{C}\n\r\t/\\\"\u{7F}\u{2028}é😀\u{0}"),
            .array([.null, true, false, 0, -12, .int(.max), .int(.min), 0.1, 35.7260747, -1.5e-7, 2.5e-5, 1e-300]),
            .object(["nested": .object(["list": [.object(["z": "y", "y": "z"]), []]]), "empty": .object([:])]),
        ]
        for value in values {
            XCTAssertEqual(JSONWriter.sortedBytes(value), try encoded(value), "\(value)")
        }
        XCTAssertEqual(JSONWriter.sortedBytes(["b": 1, "a": "x/y"]).map { String(decoding: $0, as: UTF8.self) }, #"{"a":"x/y","b":1}"#)
        // Whole and non-finite doubles are the encoder's to write.
        XCTAssertNil(JSONWriter.sortedBytes([.double(2)]))
        XCTAssertNil(JSONWriter.sortedBytes(.double(.infinity)))
    }

    // MARK: Cassettes

    /// Every cassette the apps ship, the tests and the examples use loads as `JSONDecoder` loads it, and
    /// answers with the bytes `JSONEncoder` wrote for it.
    func testEveryCassetteReadsAndAnswersAsThroughFoundation() throws {
        var texts = BuiltInServices.all.compactMap(\.cassettes).flatMap(\.files).map { ($0.name, $0.json.withUTF8Buffer { Data($0) }) }
        // The examples' own cassettes too, from the source tree.
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
        let folders = [TestCassettes.directory] + ["LoginForm", "SignUp"].map { examples.appendingPathComponent("\($0)/cassettes") }
        for file in folders.flatMap({ CassetteFolder.jsonFiles(in: $0) }) {
            texts.append((file.path, try Data(contentsOf: file)))
        }
        XCTAssertGreaterThan(texts.count, 10)
        XCTAssertTrue(texts.contains { $0.0.hasSuffix("SignUp/cassettes/octocat.json") })
        var decodable = 0
        for (name, data) in texts {
            // default.json files are answers, not cassettes.
            guard let through = try? JSONDecoder().decode(Cassette.self, from: data) else { continue }
            decodable += 1
            XCTAssertEqual(JSONReader.value(in: Array(data)).flatMap(Cassette.init(plain:)), through, name)
            let loaded = try Cassette.load(from: data)
            XCTAssertEqual(loaded, through, name)
            var expected = through.httpResponse()
            if let json = through.response.json { expected.body = Data(try encoded(json)) }
            XCTAssertEqual(loaded.httpResponse(), expected, name)
        }
        XCTAssertGreaterThan(decodable, 10)
    }

    func testWhatTheReaderLeavesIsDecodedAsBefore() throws {
        let request = #""request":{"method":"GET","url":"https://api.github.com/users"}"#
        // A whole number with an exponent, a repeated key: `JSONDecoder` reads them.
        let exponent = try Cassette.load(from: Data("{\(request),\"response\":{\"status\":2e2,\"json\":{\"n\":1e2}}}".utf8))
        XCTAssertEqual(exponent.response.status, 200)
        XCTAssertEqual(exponent.response.json, ["n": 100])
        let repeated = Data("{\(request),\"response\":{\"status\":200,\"text\":\"a\",\"text\":\"b\"}}".utf8)
        XCTAssertEqual(try Cassette.load(from: repeated), try JSONDecoder().decode(Cassette.self, from: repeated))
        // Fields of another kind than a cassette's are refused by the decoder's words.
        XCTAssertThrowsError(try Cassette.load(from: Data("{\(request),\"response\":{\"status\":\"200\"}}".utf8))) { error in
            XCTAssertEqual((error as? CassetteError)?.located(in: "x.json"),
                           "x.json: response.status: the server sent a text where a number was expected")
        }
        XCTAssertThrowsError(try Cassette.load(from: Data("{\(request),\"response\":{\"status\":200,\"headers\":{\"A\":1}}}".utf8))) { error in
            XCTAssertEqual((error as? CassetteError)?.located(in: "x.json"),
                           "x.json: response.headers.A: the server sent a number where a text was expected")
        }
        XCTAssertThrowsError(try Cassette.load(from: Data("{\(request),\n\"response\":{\"status\":200,\"json\":[1,,2]}}".utf8))) { error in
            XCTAssertEqual((error as? CassetteError)?.located(in: "x.json"),
                           "x.json:2:36: expected a value, found ',' (the file is not valid JSON)")
        }
    }

    func testPlainCassetteFieldsFollowTheDecodersRules() {
        let value = JSONReader.value(in: Array(#"""
        {"note":null,"extra":[1],"request":{"method":"GET","url":"https://x.test/a","matchQuery":null},
         "response":{"status":201,"headers":null,"json":null,"text":"t"}}
        """#.utf8))
        XCTAssertEqual(value.flatMap(Cassette.init(plain:)),
                       Cassette(note: nil, request: .init(method: "GET", url: "https://x.test/a", matchQuery: nil),
                                response: .init(status: 201, headers: nil, json: nil, text: "t")))
        XCTAssertNil(Cassette(plain: ["request": ["method": "GET", "url": "u", "matchQuery": [1]], "response": ["status": 200]]))
        XCTAssertNil(Cassette(plain: ["request": ["method": "GET", "url": "u"], "response": ["status": 200.5]]))
        XCTAssertNil(Cassette(plain: ["request": ["method": "GET", "url": "u"], "response": ["status": 200], "note": 1]))
        XCTAssertNil(Cassette(plain: ["request": ["method": "GET", "url": "u"]]))
        XCTAssertNil(Cassette(plain: [1]))
    }
}
