import APIClient
import Apps
import RxCore
import RxTestKit

/// What a ViewModel test needs: a TestScheduler in milliseconds, the offline fixtures with
/// their 200 ms latency and fault injection, and a client whose requests are timed.
///
/// The scheduler does not simulate RxTest's one-tick processing delay, so times in the tests
/// are the exact milliseconds a user would see (a request at 500 answers at 700).
final class VirtualNetwork {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let stack: NetworkStack
    let timeline: RequestTimeline
    let client: APIClient

    init() {
        stack = NetworkStack(mode: .fixtures(directories: []), environment: APIEnvironment(),
                             scheduler: DeliveryScheduler(scheduler))
        timeline = RequestTimeline(wrapping: stack.faults, scheduler: scheduler)
        client = APIClient(transport: timeline, callbackScheduler: scheduler)
    }

    var faults: FaultInjectingTransport { stack.faults }

    var services: AppServices { AppServices(client: client, api: APIEnvironment()) }
}
