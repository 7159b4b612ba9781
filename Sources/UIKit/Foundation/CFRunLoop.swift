#if !canImport(ObjectiveC)
import Foundation

// CoreFoundation's run-loop calls, which UIKit code (and RxCocoa's tests, to flush work
// queued on the main queue) make through Foundation on Darwin; Foundation on Linux keeps
// CoreFoundation private. These run the thread's Foundation `RunLoop`, which also runs the
// blocks queued on the main dispatch queue when on the main thread.

/// A thread's run loop, as `CFRunLoop`.
public final class CFRunLoop: @unchecked Sendable {
    let runLoop: RunLoop
    private let lock = NSLock()
    private var stopRequested = false

    init(_ runLoop: RunLoop) { self.runLoop = runLoop }

    func requestStop() {
        lock.lock()
        stopRequested = true
        lock.unlock()
    }

    /// True once, for the first stop request since the last run.
    func takeStopRequest() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let requested = stopRequested
        stopRequested = false
        return requested
    }
}

private let runLoops = RunLoopTable()

/// One `CFRunLoop` per Foundation run loop, so a stop request reaches the loop that runs.
private final class RunLoopTable: @unchecked Sendable {
    private let lock = NSLock()
    private var loops: [ObjectIdentifier: CFRunLoop] = [:]

    func loop(for runLoop: RunLoop) -> CFRunLoop {
        lock.lock()
        defer { lock.unlock() }
        if let loop = loops[ObjectIdentifier(runLoop)] { return loop }
        let loop = CFRunLoop(runLoop)
        loops[ObjectIdentifier(runLoop)] = loop
        return loop
    }
}

public func CFRunLoopGetCurrent() -> CFRunLoop { runLoops.loop(for: RunLoop.current) }

public func CFRunLoopGetMain() -> CFRunLoop { runLoops.loop(for: RunLoop.main) }

/// Runs the current thread's run loop until `CFRunLoopStop` is called for it.
public func CFRunLoopRun() {
    let loop = CFRunLoopGetCurrent()
    while !loop.takeStopRequest() {
        _ = loop.runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

public func CFRunLoopStop(_ loop: CFRunLoop) {
    loop.requestStop()
}

/// The loop polls for its stop request, so there is nothing to wake.
public func CFRunLoopWakeUp(_ loop: CFRunLoop) {}
#endif
