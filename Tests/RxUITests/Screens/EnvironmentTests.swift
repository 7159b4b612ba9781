import RxSwift
import RxUI
import XCTest
@testable import RxsSupport

private struct Greeting: Equatable {
    var text: String
}

private enum GreetingKey: EnvironmentKey {
    static var defaultValue: Greeting { Greeting(text: "default") }
}

/// A key whose value is optional, with a default other than nil.
private enum NicknameKey: EnvironmentKey {
    static var defaultValue: String? { "default" }
}

extension Environment {
    fileprivate var nickname: String? {
        get { self[NicknameKey.self] }
        set { self[NicknameKey.self] = newValue }
    }

    fileprivate var greeting: Greeting {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

final class EnvironmentTests: XCTestCase {
    func testAppValuesLiveBesideTheBuiltInOnes() {
        var environment = Environment(mainScheduler: VirtualTimeScheduler())
        XCTAssertEqual(environment.greeting, Greeting(text: "default"))
        environment.greeting = Greeting(text: "こんにちは")
        XCTAssertEqual(environment.greeting.text, "こんにちは")
    }

    /// As SwiftUI's: a key of an optional type that was never set reads its default value (an
    /// absent value would also cast to the optional, as nil), one set reads as set, nil included.
    func testAKeyOfAnOptionalValueReadsItsDefaultUntilSetAndNilOnceSetToNil() {
        var environment = Environment(mainScheduler: VirtualTimeScheduler())
        XCTAssertEqual(environment.nickname, "default")
        environment.nickname = "たろう"
        XCTAssertEqual(environment.nickname, "たろう")
        environment.nickname = nil
        XCTAssertNil(environment.nickname)
    }

    /// Each key reads its own value, of its own type, the last one set; a copy of the
    /// environment keeps what was set before it was copied.
    func testKeysOfDifferentTypesReadTheirOwnLastValue() {
        var environment = Environment(mainScheduler: VirtualTimeScheduler())
        environment.greeting = Greeting(text: "hello")
        environment.nickname = "hana"
        let copy = environment
        environment.greeting = Greeting(text: "bye")
        XCTAssertEqual(environment.greeting, Greeting(text: "bye"))
        XCTAssertEqual(environment.nickname, "hana")
        XCTAssertEqual(copy.greeting, Greeting(text: "hello"))
        XCTAssertEqual(copy.nickname, "hana")
    }

    func testSeededRandomIsReproducibleAndInRange() {
        let first = SeededRandomSource(seed: 42)
        let second = SeededRandomSource(seed: 42)
        let draws = (0..<100).map { _ in first.int(in: 0..<500) }
        XCTAssertEqual(draws, (0..<100).map { _ in second.int(in: 0..<500) })
        XCTAssertTrue(draws.allSatisfy { (0..<500).contains($0) })
        XCTAssertGreaterThan(Set(draws).count, 50)
        XCTAssertEqual(SeededRandomSource(seed: 0).next(), 0xE220_A839_7B1D_CDAF, "SplitMix64's published first output")
        XCTAssertNotEqual(SeededRandomSource(seed: 1).int(in: 0..<1_000_000), SeededRandomSource(seed: 2).int(in: 0..<1_000_000))
        XCTAssertEqual(first.int(in: 7..<8), 7)
        XCTAssertEqual(first.int(in: 5..<5), 5)
    }
}
