import Foundation
import XCTest

@testable import RxsCLI

/// The parts of `rxs adopt` that read: which strings are RxSwift's URL, what a manifest's
/// literals and requirements say, which tags a plan makes, and the mirrors file's layout.
final class AdoptScanTests: XCTestCase {
    func testEverySpellingOfRxSwiftsURLAndNothingElse() {
        for url in [
            "https://github.com/ReactiveX/RxSwift.git", "https://github.com/ReactiveX/RxSwift", "https://github.com/reactivex/rxswift",
            "HTTPS://GITHUB.COM/REACTIVEX/RXSWIFT.GIT", "https://github.com/ReactiveX/RxSwift/", "http://github.com/ReactiveX/RxSwift.git",
            "git@github.com:ReactiveX/RxSwift.git", "ssh://git@github.com/ReactiveX/RxSwift.git", "https://www.github.com/ReactiveX/RxSwift",
            "git://github.com/ReactiveX/RxSwift.git",
        ] {
            XCTAssertTrue(RxSwiftURL.matches(url), url)
        }
        for url in [
            "https://github.com/ReactiveX/RxSwiftExt.git", "https://github.com/someone/RxSwift.git", "https://gitlab.com/ReactiveX/RxSwift.git",
            "https://github.com/ReactiveX/RxSwift.git.git", "RxSwift", "https://github.com/ReactiveX", "ftp://github.com/ReactiveX/RxSwift",
            " https://github.com/ReactiveX/RxSwift.git", "https://github.com.evil/ReactiveX/RxSwift.git", "",
        ] {
            XCTAssertFalse(RxSwiftURL.matches(url), url)
        }
    }

    func testLiteralsSkipCommentsAndReadEscapesAndRawStrings() {
        let source = SwiftLiterals(#"""
            let a = "one" // "two"
            /* "three" /* "nested" */ "still comment" */
            let b = #"raw \n "quoted""#
            let c = "esc\"aped\\"
            let d = """
                multi
                """
            .package(name: "N", path: "../Local"), .target(name: "T", path: "Sources/T"), .package(path: "Other")
            """#)
        XCTAssertEqual(source.literals, ["one", #"raw \n "quoted""#, #"esc"aped\"#, "\n    multi\n    ", "N", "../Local", "T", "Sources/T", "Other"])
        XCTAssertEqual(source.literals.indices.filter(source.isPackagePath), [5, 8])
    }

    func testRequirementsAndTheTagsTheyNeed() throws {
        func requirement(_ text: String) -> RxSwiftRequirement? {
            let source = SwiftLiterals(".package(url: \"https://github.com/ReactiveX/RxSwift.git\"\(text)), .target(name: \"X\")")
            let rest = source.restOfCall(after: 0)
            return RxSwiftRequirement(code: rest.code, literals: rest.literals)
        }
        let v = { (text: String) in TagVersion(text) }
        XCTAssertEqual(requirement(#", from: "6.0.0""#), v("6.0.0").map { .upToNextMajor($0) })
        XCTAssertEqual(requirement(#", .upToNextMajor(from: "6.5.0")"#), v("6.5.0").map { .upToNextMajor($0) })
        XCTAssertEqual(requirement(#", .upToNextMinor(from: "6.9.0")"#), v("6.9.0").map { .upToNextMinor($0) })
        XCTAssertEqual(requirement(#", exact: "6.9.1""#), v("6.9.1").map { .exact($0) })
        XCTAssertEqual(requirement(#", .exact("6.9.1")"#), v("6.9.1").map { .exact($0) })
        XCTAssertEqual(requirement(#", "5.0.0"..<"6.0.0""#), .range(try XCTUnwrap(v("5.0.0")), try XCTUnwrap(v("6.0.0")), closed: false))
        XCTAssertEqual(requirement(#", "6.0.0"..."6.5.0""#), .range(try XCTUnwrap(v("6.0.0")), try XCTUnwrap(v("6.5.0")), closed: true))
        XCTAssertEqual(requirement(#", branch: "develop""#), .branch("develop"))
        XCTAssertNil(requirement(#", revision: "abc""#))
        XCTAssertNil(requirement(#", branch: "--upload-pack=x""#), "no option reaches git")
        XCTAssertNil(requirement(#", exact: "6.0.0; rm -rf /""#))

        XCTAssertNil(requirement(#", from: "6.0.0""#)?.extraTag, "6.10.2 is in range")
        XCTAssertEqual(requirement(#", from: "5.1.0""#)?.extraTag?.description, "5.1.0")
        XCTAssertEqual(requirement(#", .upToNextMinor(from: "6.9.0")"#)?.extraTag?.description, "6.9.0")
        XCTAssertEqual(requirement(#", "6.0.0"..."6.5.0""#)?.extraTag?.description, "6.0.0")
        XCTAssertEqual(requirement(#", from: "7.0.0""#)?.extraTag?.description, "7.0.0")
        XCTAssertTrue(try XCTUnwrap(v("6.10.2")) > XCTUnwrap(v("6.9.0")))
        XCTAssertTrue(try XCTUnwrap(v("6.10.2-rc.1")) < XCTUnwrap(v("6.10.2")))
        XCTAssertNil(v("6.10"))
        XCTAssertNil(v("v6.10.2"))
    }

    func testTheMirrorsFileIsInSwiftPMsLayout() throws {
        let file = MirrorsFile(entries: [.init(mirror: "/p/.swiftpm/rxs/RxSwift.git", original: "https://github.com/ReactiveX/RxSwift.git")])
        XCTAssertEqual(String(decoding: file.encoded, as: UTF8.self), """
            {
              "object" : [
                {
                  "mirror" : "/p/.swiftpm/rxs/RxSwift.git",
                  "original" : "https://github.com/ReactiveX/RxSwift.git"
                }
              ],
              "version" : 1
            }
            """)
        XCTAssertEqual(try MirrorsFile(file.encoded, path: "m.json"), file)
        XCTAssertThrowsError(try MirrorsFile(Data("{\"object\":[],\"version\":2}".utf8), path: "m.json"))
        XCTAssertThrowsError(try MirrorsFile(Data("[]".utf8), path: "m.json"))
    }
}
