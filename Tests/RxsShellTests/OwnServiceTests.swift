import Foundation
import RxsShell
import XCTest

/// A user's own service, declared with `ServiceDescription` and passed to `RxsMain.run`: its
/// base URL and secret come from the environment, its replayed answers are scrubbed of the
/// secret in any disguise before the screen decodes them, and its errors have its own shape.
final class OwnServiceTests: XCTestCase, @unchecked Sendable {
    private enum Weather {
        static let key = ServiceSecret(variable: "WEATHER_KEY", query: "appid")
        static let service = ServiceDescription(
            name: "weather", baseURL: URL(string: "https://api.weather.example")!, baseURLVariable: "WEATHER_BASE_URL",
            paths: ["/v1/*"], secrets: [key],
            simulatedError: { $0.json(["error": ["message": .string("the weather service says \($0.status)")]]) })
    }

    private struct ForecastRequest: APIRequest {
        struct Response: Decodable, Sendable {
            let note: String
        }

        var api: APIEnvironment
        var baseURL: URL { api.baseURL(of: Weather.service) }
        var path: String { "/v1/forecast" }
        var parameters: Parameters { ["city": "Oslo", "appid": .string(api.value(of: Weather.key) ?? "")] }
    }

    private final class ForecastViewController: ViewController {
        let note = Label(id: "note", text: "")
        private let disposeBag = DisposeBag()

        init(environment: Environment) {
            super.init(name: "forecast", environment: environment)
        }

        override var elements: [any ViewElement] { [note] }

        override func viewDidLoad() {
            super.viewDidLoad()
            let services = environment.services
            services.client.send(ForecastRequest(api: services.api)).asObservable()
                .map(\.note)
                .catch { .just("failed: \(($0 as? APIError)?.description ?? "\($0)")") }
                .asDriver(onErrorJustReturn: "")
                .drive(note.rx.text)
                .disposed(by: disposeBag)
        }
    }

    private static let key = "wk_live_5e6f7a8b"

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxsshell-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cassettes"), withIntermediateDirectories: true)
        // The server echoed the key JSON-escaped, and as a JSON-escaped percent-encoding.
        let escaped = Self.key.utf8.map { String(format: "\\\\u%04x", $0) }.joined()
        let percent = Self.key.utf8.map { byte in String(format: "%%%02X", byte).utf8.map { String(format: "\\\\u%04x", $0) }.joined() }.joined()
        let cassette = """
            {"request": {"method": "GET", "url": "https://api.weather.example/v1/forecast?city=Oslo", "matchQuery": ["city"]},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"},
                          "text": "{\\"note\\":\\"key \(escaped) or \(percent)\\"}"}}
            """
        try cassette.write(to: folder.appendingPathComponent("cassettes/forecast.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var screens: ScreenRegistry {
        var screens = ScreenRegistry()
        screens.register("forecast") { ForecastViewController(environment: $0) }
        return screens
    }

    @MainActor private func run(_ lines: String, services: [ServiceDescription]) throws -> Int32 {
        let script = folder.appendingPathComponent("forecast.rxs")
        try lines.write(to: script, atomically: true, encoding: .utf8)
        return RxsMain.run(arguments: ["run", "--fixtures", folder.appendingPathComponent("cassettes").path, script.path],
                           environment: ["WEATHER_KEY": Self.key, "WEATHER_BASE_URL": "http://127.0.0.1:9/w"],
                           screens: screens, services: services)
    }

    func testTheDeclaredSecretIsRedactedBeforeTheScreenSeesIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            XCTAssertEqual(try run("""
                open forecast
                settle
                expect note.text == "key REDACTED or REDACTED"
                """, services: [Weather.service]), 0)
        }
    }

    func testUndeclaredTheSameAnswerReachesTheScreen() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            // Without the declaration rxs knows neither the base URL's variable nor the secret.
            XCTAssertEqual(try run("""
                open forecast
                settle
                expect note.text matches "wk_live_5e6f7a8b"
                """, services: []), 0, "the key reaches the screen: nothing said it was one")
        }
    }

    func testItsErrorsHaveTheServicesShape() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            XCTAssertEqual(try run("""
                net fail next 503
                open forecast
                settle
                expect note.text matches "the weather service says 503"
                """, services: [Weather.service]), 0)
        }
    }
}
