#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debug builds only: warns, as RxSwift does, when a subject is sent an event while it is
/// still delivering the previous one — from inside an observer ("reentrancy anomaly") or from
/// another thread at the same time ("synchronization anomaly"). The event is delivered all
/// the same; the warning goes to standard error so program output stays clean.
@usableFromInline final class SynchronizationTracker: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var threads: [(thread: UInt, count: Int)] = []

    @inlinable init() {}

    @inlinable func register() {
        let thread = currentThreadID()
        let message: String? = lock.withLock {
            if let index = threads.firstIndex(where: { $0.thread == thread }) {
                threads[index].count += 1
                return Self.reentrancyAnomaly
            }
            threads.append((thread, 1))
            return threads.count > 1 ? Self.synchronizationAnomaly : nil
        }
        if let message { Self.report(message) }
    }

    @inlinable func unregister() {
        let thread = currentThreadID()
        lock.withLock {
            guard let index = threads.firstIndex(where: { $0.thread == thread }) else { return }
            threads[index].count -= 1
            if threads[index].count == 0 { threads.remove(at: index) }
        }
    }

    @inlinable static func report(_ message: String) {
        writeToStandardError(message)
    }

    @usableFromInline static let reentrancyAnomaly = """
        ⚠️ Reentrancy anomaly was detected.
          > Debugging: To debug this issue you can set a breakpoint in SynchronizationTracker.swift and observe the call stack.
          > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`
            This behavior breaks the grammar because there is overlapping between sequence events.
            Observable sequence is trying to send an event before sending of previous event has finished.
          > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,
            or that the system is not behaving in the expected way.
          > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
            or by enqueuing sequence events in some other way.

        """

    @usableFromInline static let synchronizationAnomaly = """
        ⚠️ Synchronization anomaly was detected.
          > Debugging: To debug this issue you can set a breakpoint in SynchronizationTracker.swift and observe the call stack.
          > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`
            This behavior breaks the grammar because there is overlapping between sequence events.
            Observable sequence is trying to send an event before sending of previous event has finished.
          > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.
            This is undefined behavior because the ordering of the effects caused by these events is nondeterministic and depends on the
            operating system thread scheduler. This will result in a random behavior of your program.
          > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
            or by synchronizing sequence events in some other way.

        """
}
