import Foundation
import XCTest

/// `rxs new` with hostile values where they reach the generated files — the `--from` URL and
/// the checkout's path (`RXS_PACKAGE_PATH`): each is refused with rc 2 and nothing written, or
/// written as a string literal that reads back as exactly the value (a small lexer here, and
/// `swift package dump-package` for two of them), in a README whose span stays on its line.
final class NewHostileValuesTests: XCTestCase {
    private static let usage = "usage: rxs new [options] NAME [DIR]\nrxs new --help lists the options.\n"

    /// A line break, a control or an invisible character: no URL holds one. (NUL cannot reach
    /// rxs at all: no argument or environment variable can hold it.)
    func testAURLThatCannotBeOneIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder(self)
        let cases = [
            ("https://example.com/a\nb.git", #""https://example.com/a\nb.git" is not a git URL: it holds U+000A, a control character"#),
            ("https://example.com/a\rb.git", #""https://example.com/a\rb.git" is not a git URL: it holds U+000D, a control character"#),
            ("https://example.com/a\tb.git", #""https://example.com/a\tb.git" is not a git URL: it holds U+0009, a control character"#),
            ("https://example.com/\u{1B}[2J", #""https://example.com/\u{1B}[2J" is not a git URL: it holds U+001B, a control character"#),
            ("https://example.com/a\u{2028}b", #""https://example.com/a\u{2028}b" is not a git URL: it holds U+2028, an invisible character"#),
            ("https://example.com/a\u{2029}b", #""https://example.com/a\u{2029}b" is not a git URL: it holds U+2029, an invisible character"#),
            ("https://example.com/\u{202E}tig", #""https://example.com/\u{202E}tig" is not a git URL: it holds U+202E, an invisible character"#),
        ]
        for (url, problem) in cases {
            let output = try AdoptTestSupport.rxs(["new", "Demo", "--from", url], in: folder.path)
            XCTAssertEqual(output.status, 2, url.debugDescription)
            XCTAssertEqual(output.stderr, "rxs new: --from " + problem + "\n" + Self.usage, url.debugDescription)
            XCTAssertEqual(output.stdout, "")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], url.debugDescription)
        }
        let empty = try AdoptTestSupport.rxs(["new", "Demo", "--from", ""], in: folder.path)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "rxs: --from needs URL, not an empty word\n" + Self.usage)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// Quotes, backslashes, interpolations, raw-string and multi-line delimiters and emoji are
    /// a path's or URL's own characters: kept, escaped. (Each names a missing repository, so
    /// git fails at once and the package follows `main`.)
    func testAURLOfOddCharactersReadsBackFromTheManifest() throws {
        let folder = try TemporaryFolder(self)
        let values = [#"rx"s"#, #"rx\s"#, #"rx\(exit(1))s"#, #"rx"""s"#, ##"rx#"s"#"##, "rx$(touch pwned)s", "rxs😀", "rx's"]
        for (index, value) in values.enumerated() {
            let url = folder.path + "/missing/" + value + ".git"
            let output = try AdoptTestSupport.rxs(["new", "Demo", "out\(index)", "--from", url], in: folder.path)
            XCTAssertEqual(output.status, 0, output.stderr)
            XCTAssertTrue(output.stderr.hasPrefix("rxs new: note: cannot list the tags of "), output.stderr)
            let manifest = try folder.read("out\(index)/Package.swift")
            let literals = try XCTUnwrap(SwiftLiteralReader.literals(in: manifest), manifest)
            XCTAssertEqual(SwiftLiteralReader.argument(after: ".package(url: ", in: manifest, literals: literals), url, manifest)
            // SwiftPM names the package after the URL's last component: the products say so.
            XCTAssertEqual(Set(SwiftLiteralReader.arguments(after: "package: ", in: manifest, literals: literals)),
                           [value.lowercased()], manifest)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/pwned"))
            try Self.checkVisible(folder, "out\(index)")
        }
        XCTAssertEqual(try Self.dumpedDependency(folder.path + "/out2")?["sourceControl"]?.location, folder.path + "/missing/" + values[2] + ".git")
    }

    /// The checkout's folder may be called anything the file system allows: line breaks,
    /// control and invisible characters included; it is escaped, never refused.
    func testACheckoutPathOfAnyCharactersReadsBackFromTheManifest() throws {
        let folder = try TemporaryFolder(self)
        let names = ["rxs\nx", "rxs\rx", "rxs\tx", "rxs\u{1B}[31mx", #"rx"s"#, #"rx\s"#, #"rx\(x)s"#, #"rx"""s"#, ##"rx#"s"#"##,
                     "rxs\u{2028}x", "rxs\u{2029}x", "rxs\u{202E}x", "rxs😀", "r`x``s"]
        for (index, name) in names.enumerated() {
            let checkout = folder.path + "/checkouts/" + name
            try FileManager.default.createDirectory(atPath: checkout, withIntermediateDirectories: true)
            let output = try AdoptTestSupport.rxs(["new", "Demo", "out\(index)"], in: folder.path, changes: ["RXS_PACKAGE_PATH": checkout])
            XCTAssertEqual(output.status, 0, output.stderr)
            XCTAssertEqual(output.stderr, "")
            XCTAssertEqual(output.stdout.split(separator: "\n").count, 4, "the message stays four lines: \(output.stdout)")
            let manifest = try folder.read("out\(index)/Package.swift")
            let literals = try XCTUnwrap(SwiftLiteralReader.literals(in: manifest), manifest)
            XCTAssertEqual(SwiftLiteralReader.argument(after: ".package(name: \"rxs\", path: ", in: manifest, literals: literals),
                           checkout, manifest)
            try Self.checkVisible(folder, "out\(index)")
        }
        let dumped = try Self.dumpedDependency(folder.path + "/out0")
        XCTAssertEqual(dumped?["fileSystem"]?.location, folder.path + "/checkouts/rxs\nx")
    }

    /// No generated file holds a raw control (but line breaks between lines) or invisible
    /// character, and the README's sentence naming rxs's place stays on its line.
    private static func checkVisible(_ folder: TemporaryFolder, _ package: String, line: UInt = #line) throws {
        let files = ["Package.swift", "README.md", "Sources/Demo/HelloViewModel.swift", "Sources/DemoCommand/main.swift", "flows/Demo.rxs"]
        for file in files {
            let text = try folder.read(package + "/" + file)
            let hidden = Array(text.unicodeScalars).filter {
                $0 != "\n" && [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
            }
            XCTAssertEqual(hidden, [], "\(package)/\(file)", line: line)
        }
        let readme = try folder.read(package + "/README.md").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(readme[2].hasPrefix("Your own screens in rxs (`") && readme[2].hasSuffix("`): a ViewModel in RxSwift style"),
                      readme[2], line: line)
    }

    /// The first dependency `swift package dump-package` reads from the package at `path`, by kind.
    private static func dumpedDependency(_ path: String) throws -> [String: Dependency]? {
        let output = try AdoptTestSupport.run("/usr/bin/env", ["swift", "package", "dump-package"], in: path)
        XCTAssertEqual(output.status, 0, output.stderr)
        struct Manifest: Decodable { var dependencies: [[String: [Dependency]]] }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(output.stdout.utf8))
        return manifest.dependencies.first?.compactMapValues(\.first)
    }

    /// A dependency as dump-package writes it: a path, or a repository under `location.local`
    /// (a path) or `location.remote` (a URL).
    private struct Dependency: Decodable {
        var location: String?

        private struct Remote: Decodable { var urlString: String }
        private struct Location: Decodable { var local: [String]?; var remote: [Remote]? }
        private enum Keys: String, CodingKey { case path, location }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let repository = try container.decodeIfPresent(Location.self, forKey: .location)
            location = try container.decodeIfPresent(String.self, forKey: .path)
                ?? repository?.local?.first ?? repository?.remote?.first?.urlString
        }
    }
}

/// The one-line string literals of a Swift file, read as Swift's lexer reads them — for the
/// tests to check what a generated manifest means without trusting the code that wrote it.
enum SwiftLiteralReader {
    /// Each literal's value with where it starts; nil when one is malformed: a raw line break,
    /// an interpolation, an unknown escape, no end.
    static func literals(in source: String) -> [(offset: Int, value: String)]? {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var found: [(Int, String)] = []
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            guard scalars[index] == "\"" else { index += 1; continue }
            let start = index
            index += 1
            var value = String.UnicodeScalarView()
            while true {
                guard index < scalars.count else { return nil }
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { break }
                if scalar == "\n" || scalar == "\r" { return nil }
                guard scalar == "\\" else { value.append(scalar); continue }
                guard index < scalars.count else { return nil }
                let escape = scalars[index]
                index += 1
                switch escape {
                case "\\", "\"", "'": value.append(escape)
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "0": value.append("\0")
                case "u":
                    guard index < scalars.count, scalars[index] == "{",
                          let close = scalars[index...].firstIndex(of: "}"), close - index <= 9,
                          let code = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                          let decoded = Unicode.Scalar(code) else { return nil }
                    value.append(decoded)
                    index = close + 1
                default: return nil
                }
            }
            found.append((start, String(value)))
        }
        return found
    }

    /// The values of the literals right after each `label`.
    static func arguments(after label: String, in source: String, literals: [(offset: Int, value: String)]) -> [String] {
        let scalars = Array(source.unicodeScalars)
        let labelScalars = Array(label.unicodeScalars)
        return literals.filter { literal in
            literal.offset >= labelScalars.count && Array(scalars[(literal.offset - labelScalars.count)..<literal.offset]) == labelScalars
        }.map(\.value)
    }

    static func argument(after label: String, in source: String, literals: [(offset: Int, value: String)]) -> String? {
        let found = arguments(after: label, in: source, literals: literals)
        return found.count == 1 ? found[0] : nil
    }
}
