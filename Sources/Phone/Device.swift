import APIClient
import Foundation
import RxSwift
import RxUI

/// One simulated phone: a virtual clock in milliseconds, the network (offline fixtures by
/// default), and a window showing the screens of its registry. Shell sessions and tests each make
/// their own, so nothing is shared between two of them.
@MainActor public final class Device {
    public let scheduler: VirtualTickScheduler
    public let network: NetworkStack
    public let window: Window
    public let registry: ScreenRegistry

    /// - Parameters:
    ///   - seed: the seed of the random source screens use (`follow` picks users with it).
    ///   - mode: offline fixtures (default), live or recording.
    ///   - api: the services with their base URLs and credentials, read from the process
    ///     environment by the caller.
    ///   - scheduler: the clock, in milliseconds.
    ///   - responseScheduler: where network results arrive; nil for `scheduler` at its current
    ///     time. A live session passes one that stamps them with the real time they came in.
    public init(seed: UInt64 = 0, mode: NetworkStack.Mode = .fixtures(directories: []),
                api: APIEnvironment = APIEnvironment(), registry: ScreenRegistry = ScreenRegistry(),
                scheduler: VirtualTickScheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001),
                responseScheduler: (any ImmediateSchedulerType & Sendable)? = nil) {
        let network = NetworkStack(mode: mode, environment: api, scheduler: DeliveryScheduler(scheduler),
                                   callbackScheduler: responseScheduler ?? scheduler)
        var environment = Environment(mainScheduler: scheduler, random: SeededRandomSource(seed: seed))
        environment.services = AppServices(client: network.client, api: api)
        self.scheduler = scheduler
        self.network = network
        self.registry = registry
        window = Window(environment: environment)
    }

    /// Starts the screen registered as `name` fresh as the navigation root.
    public func open(_ name: String) throws(ScreenRegistry.Error) {
        try window.open(name, from: registry)
        scheduler.runDue()
    }
}
