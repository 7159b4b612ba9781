import Phone
import APIClient
import Apps
import Foundation
import RxSwift
import RxTest

/// What a ViewModel test needs: a TestScheduler in milliseconds, the offline fixtures with
/// their 200 ms latency and fault injection, and a client whose requests are written down.
///
/// The scheduler does not simulate RxTest's one-tick processing delay, so times in the tests
/// are the exact milliseconds a user would see (a request at 500 answers at 700).
final class VirtualNetwork {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let stack: NetworkStack
    let ledger: RequestLedger
    let client: APIClient

    init() {
        stack = NetworkStack(mode: .fixtures(directories: []), environment: APIEnvironment.builtIn(),
                             scheduler: DeliveryScheduler(scheduler))
        ledger = RequestLedger(wrapping: stack.faults, clock: scheduler)
        client = APIClient(transport: ledger, callbackScheduler: scheduler)
    }

    var faults: FaultInjectingTransport { stack.faults }

    var services: AppServices { AppServices(client: client, api: APIEnvironment.builtIn()) }
}

extension RequestLedger {
    /// Each request sent, as a recorded `next` of its query parameter `name` ("" when absent),
    /// to compare with expected events or draw as a marble.
    func sent(parameter name: String) -> [Recorded<Event<String>>] {
        entries(.sent).map { entry in
            let items = URLComponents(string: entry.target)?.queryItems ?? []
            return .next(entry.time, items.first { $0.name == name }?.value ?? "")
        }
    }
}
