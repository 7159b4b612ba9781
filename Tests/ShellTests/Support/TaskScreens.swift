import Foundation
import RxSwift
import RxUI

/// A service that answers after a suspension, as an API client's async method does.
actor TaskTestProfileService {
    private var calls = 0

    func user(named name: String) async -> String {
        calls += 1
        await Task.yield()
        return "\(name) #\(calls)"
    }
}

/// A callback another thread delivers when the test lets it, saying when it did.
final class TaskTestRemoteCallback: Sendable {
    let allowed = DispatchSemaphore(value: 0)
    let delivered = DispatchSemaphore(value: 0)

    /// Calls `deliver` on another thread once `allowed` is signalled, then signals `delivered`.
    func call(_ deliver: @escaping @Sendable () -> Void) {
        Thread.detachNewThread { [self] in
            allowed.wait()
            deliver()
            delivered.signal()
        }
    }
}

/// Screens whose buttons start Swift concurrency work (`SessionTasksTests`). Unchecked
/// Sendable as a test's shortcut: their tasks run on the session's thread, one at a time.
final class TaskTestProfileScreen: ViewController, @unchecked Sendable {
    let load = Button(id: "load", title: "Load")
    let isolated = Button(id: "isolated", title: "Isolated")
    let values = Button(id: "values", title: "Values")
    let stream = Button(id: "stream", title: "Stream")
    let nap = Button(id: "nap", title: "Nap")
    let remote = Button(id: "remote", title: "Remote")
    let userName = Label(id: "name", text: "")
    let status = Label(id: "status", text: "")
    private let service = TaskTestProfileService()
    private let who: String
    private let callback: TaskTestRemoteCallback

    init(environment: Environment, who: String = "octocat", callback: TaskTestRemoteCallback = TaskTestRemoteCallback()) {
        self.who = who
        self.callback = callback
        super.init(name: "profile", environment: environment)
    }

    override var elements: [any ViewElement] { [load, isolated, values, stream, nap, remote, userName, status] }

    override func viewDidLoad() {
        super.viewDidLoad()
        load.rx.tap.subscribe(onNext: { [weak self] in self?.loadUser() }).disposed(by: disposeBag)
        isolated.rx.tap.subscribe(onNext: { [weak self] in
            // Traps on a thread that is not the main one unless the session's thread counts.
            MainActor.assumeIsolated { self?.status.text = "isolated" }
        }).disposed(by: disposeBag)
        values.rx.tap.subscribe(onNext: { [weak self] in self?.sumValues() }).disposed(by: disposeBag)
        stream.rx.tap.flatMapLatest { _ in Self.countdown().asObservable().toArray().asObservable() }
            .map { $0.map(String.init).joined(separator: ",") }
            .bind(to: status.rx.text).disposed(by: disposeBag)
        nap.rx.tap.subscribe(onNext: { [weak self] in self?.napThenWake() }).disposed(by: disposeBag)
        remote.rx.tap.subscribe(onNext: { [weak self] in self?.awaitRemote() }).disposed(by: disposeBag)
    }

    private func loadUser() {
        status.text = "loading"
        Task { @MainActor in
            let user = await service.user(named: who)
            userName.text = user
            status.text = "loaded"
        }
    }

    private func sumValues() {
        Task {
            var sum = 0
            for try await value in Observable.from([1, 2, 3]).values { sum += value }
            status.text = "sum \(sum)"
        }
    }

    private static func countdown() -> AsyncStream<Int> {
        AsyncStream { continuation in
            for value in [3, 2, 1] { continuation.yield(value) }
            continuation.finish()
        }
    }

    private func napThenWake() {
        Task {
            try await Task.sleep(for: .seconds(1))
            status.text = "awake"
            try await Task.sleep(nanoseconds: 500_000_000)
            status.text = "up"
        }
    }

    private func awaitRemote() {
        Task { @MainActor in
            status.text = "waiting"
            let answer: String = await withCheckedContinuation { continuation in
                callback.call { continuation.resume(returning: "answered") }
            }
            status.text = answer
        }
    }
}
