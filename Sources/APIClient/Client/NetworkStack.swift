import Foundation
import RxSwift

/// A session's network, assembled for one mode: fixtures (offline default), live, or live with
/// recording; fault injection and in-flight tracking always sit on top. Keeps the parts the
/// shell talks to (`net latency`, `net fail`, `net log`, unmatched requests, `settle`).
public struct NetworkStack: Sendable {
    public enum Mode: Sendable {
        /// Offline: cassettes from `directories` (`--fixtures DIR`) before the default set.
        case fixtures(directories: [URL])
        /// Real HTTP (`--live`), through URLSession (see `LiveTransport`).
        case live
        /// Real HTTP, each exchange written as a cassette into `directory` (`--record DIR`).
        case recording(directory: URL)
    }

    public let client: APIClient
    public let faults: FaultInjectingTransport
    /// Requests sent and not yet answered or cancelled (a live `settle` waits for them).
    public let inFlight: InFlightTrackingTransport
    /// The fixture transport in `.fixtures` mode.
    public let fixtures: FixtureTransport?
    /// The recorder in `.recording` mode.
    public let recorder: RecordingTransport?

    /// - Parameters:
    ///   - scheduler: the session clock for fixture latency, injected timeouts and delays.
    ///   - callbackScheduler: where results are delivered (see `APIClient.callbackScheduler`).
    public init(mode: Mode, environment: APIEnvironment, scheduler: DeliveryScheduler,
                callbackScheduler: (any ImmediateSchedulerType & Sendable)? = nil) {
        let redactor = environment.redactor
        let base: any Transport
        switch mode {
        case .fixtures(let directories):
            let fixtures = FixtureTransport(directories: directories, scheduler: scheduler, redactor: redactor,
                                            environment: environment)
            self.fixtures = fixtures
            recorder = nil
            base = CanonicalURLTransport(wrapping: fixtures, environment: environment)
        case .live:
            fixtures = nil
            recorder = nil
            base = LiveTransport(redirects: RedirectPolicy(environment: environment))
        case .recording(let directory):
            let live = LiveTransport(redirects: RedirectPolicy(environment: environment))
            let recorder = RecordingTransport(wrapping: live, directory: directory,
                                              redactor: redactor, environment: environment)
            fixtures = nil
            self.recorder = recorder
            base = recorder
        }
        faults = FaultInjectingTransport(wrapping: base, scheduler: scheduler, environment: environment)
        inFlight = InFlightTrackingTransport(wrapping: faults, redactor: redactor)
        client = APIClient(transport: inFlight, redactor: redactor, callbackScheduler: callbackScheduler,
                           environment: environment)
    }
}
