import APIClient
import Phone
import Foundation
import RxSwift
import RxUI
import RxsScript

/// One rxs session: a simulated phone on a virtual clock, the settings, and what changed.
///
/// Commands drive it (`Command.run(in:)`): user input, moving the clock, inspecting. Every
/// change of the visible state is collected with the virtual time it happened at, and the
/// step that caused it returns them. Two sessions never share anything.
@MainActor package final class Session {
    package let device: Device
    // The state every step reads and writes is unchecked for exclusivity (it was checked at run
    // time on each access): one thread runs a session, and no access calls out while it lasts.
    // Nonisolated (unsafe), as `collected` and `timelines`: the diff's change recorder (a plain sink) reads and writes them, on the session's thread.
    @exclusivity(unchecked) nonisolated(unsafe) package private(set) var options: SessionOptions
    /// The state changes were last computed against.
    @exclusivity(unchecked) private var shown: Snapshot
    @exclusivity(unchecked) nonisolated(unsafe) var collected: [TimedChange] = []
    /// Observed values per path, for `marbles`.
    @exclusivity(unchecked) nonisolated(unsafe) package internal(set) var timelines = ValueTimelines()
    /// Where the command words of the lines being run are, innermost last (an `include` runs
    /// lines inside its own), for errors that point at the command itself. A stack of small
    /// values: the whole line was kept, copied out and back for the line around it, about 500
    /// instructions a line.
    @exclusivity(unchecked) private var runningCommandWords: [ScriptLine.CommandWord] = []
    /// Scripts being run through `include` (after the one that started them), innermost last,
    /// to stop cycles.
    var includeStack: [String] = []
    /// Told about every line that ran, for the REPL's `:save`. Unchecked, as the state above
    /// (its run-time check was read by every line).
    @exclusivity(unchecked) package weak var journal: (any SessionJournal)?
    /// In live mode, what makes the clock follow real time (`Session+Live`).
    let liveClock: LiveClock?
    /// Set when a command tried to move the clock past `clockLimit`, or was stopped from
    /// outside (`SessionOptions.stopReason`); the line then fails.
    @exclusivity(unchecked) private var clockOverrun: ScriptError?
    /// Unmatched requests already reported by a step (`Session+Network`).
    var reportedUnmatched = 0
    /// Unmatched requests named so far (`--unmatched` names each once).
    var unmatchedNamed: Set<String> = []
    /// What the code under test printed in the step being run.
    @exclusivity(unchecked) private var stepLog = StepLog()
    /// Whether the line being run only reads (`Command.onlyReads`); never in live mode, where
    /// work comes due between lines.
    private var readingOnly = false
    /// Moves before anything that may change what a snapshot reads: code under test handed
    /// control (a user action, due work, a screen opened, a new seed), a scope entered or
    /// left, a line performed from outside one. (The clock alone is kept with the snapshot.)
    /// A snapshot that loaded a view (`Window.viewLoads` moved: its `viewDidLoad` ran) is
    /// not kept for another line: a second snapshot may read what the load changed.
    @exclusivity(unchecked) var stateRevision: UInt64 = 1
    /// The last snapshot taken (by `collectChanges` or a line that only reads), with
    /// `stateRevision` and the clock then: while both are the same, nothing ran since, and a
    /// line that only reads gets it. Not optional (freed through the generic value witness,
    /// dearer); at first `shown`'s, at revision 0, never current. Empty while it is `shown`
    /// (`collectedIsShown`).
    @exclusivity(unchecked) private var collectedSnapshot: Snapshot
    @exclusivity(unchecked) private var collectedAt = (revision: UInt64(0), time: 0)
    /// The last snapshot collected is `shown` (`collectedSnapshot` is then left empty): when
    /// an instant changed something, both were it, a copy of each snapshot.
    @exclusivity(unchecked) private var collectedIsShown = false
    /// What the code under test printed in the last step, when it failed: its report carries
    /// it, as a step that ran carries its log (the changes of a failed step are dropped, what
    /// was printed is not).
    @exclusivity(unchecked) package internal(set) var failedStepLogs: [TimedLog] = []
    /// The Swift concurrency jobs of the code under test (`Task {}`, `await`, `@MainActor`
    /// hops), run on the session's thread at the end of a step's event and after each piece of
    /// virtual-time work (`runTasks`).
    let jobs = SessionJobs()
    /// In scope while a step runs: `MainScheduler`, dispatch schedulers, `print`, tasks and
    /// `URLSession.rx` of the code under test then belong to this session.
    private lazy var context = SessionContext(
        scheduler: device.scheduler,
        extensions: contextExtensions().merging([UIApplication.sessionKey: device.window.application]) { $1 },
        jobs: jobs
    ) {
        // Not `weak self`: a weak reference gives the session a side table, and every retain of it
        // then takes the runtime's slow path.
        [session = TryRetainedReference(self)] text in session.object?.printed(text)
    }

    /// The farthest the virtual clock goes: 10,000 days (ten of the longest `wait`). Any time
    /// the session forms is at most this plus one duration, so it stays far inside what the
    /// clocks underneath can count in nanoseconds (about 106,000 days); no sum of waits can
    /// overflow them.
    package static let clockLimit = 10 * ScriptDuration.maximum.milliseconds
    static let clockLimitSpelled = "10000 days (14400000m)"

    package init(options: SessionOptions = SessionOptions()) {
        self.options = options
        (device, liveClock) = Self.makeDevice(options)
        shown = device.window.snapshot()
        collectedSnapshot = shown
        SessionExecutors.install()
    }

    deinit {
        // What its tasks left waiting runs now, in the session's scope (they may print), and
        // their later jobs run where they would outside a session.
        // Unchecked: a session is dropped on the thread that drove it, its main thread.
        if jobs.hasJobs { withoutIsolationCheck { context.run { jobs.close() } } } else { jobs.close() }
    }

    package var scheduler: VirtualTickScheduler { device.scheduler }
    package var window: Window { device.window }
    /// The visible state now. A line that only reads it (`Command.onlyReads`) gets the last
    /// snapshot taken when nothing ran since (`stateRevision` and the clock unchanged): an
    /// `expect` after a command takes none of its own, and such lines in a row share one.
    package var snapshot: Snapshot {
        guard readingOnly else { return device.window.snapshot() }
        guard collectedAt != (stateRevision, time) else { return collectedIsShown ? shown : collectedSnapshot }
        let (taken, loadedViews) = device.window.snapshotNotingViewLoads()
        if !loadedViews { (collectedSnapshot, collectedAt, collectedIsShown) = (taken, (stateRevision, time), false) }
        return taken
    }
    /// Virtual milliseconds.
    package var time: Int { device.scheduler.clock }

    /// Runs one parsed line: the command, then (with autosettle) everything it set in motion.
    /// Inside `inScope` the session's context is already in scope and is not entered again.
    package func perform(_ line: ScriptLine) -> Result<StepOutcome, ScriptError> {
        if SessionContext.current === context { return performInScope(line) }
        // Anything may have run since the last line (the caller's code).
        stateRevision &+= 1
        return context.run { performInScope(line) }
    }

    /// Runs `body` with the session's context in scope, so the lines it performs share one
    /// scope: entering it (a task-local pushed and popped, a generic closure) cost about
    /// 1 % of a replayed line. Only rxs's own code runs between those lines.
    package func inScope<Value>(_ body: () -> Value) -> Value {
        stateRevision &+= 1
        defer { stateRevision &+= 1 }
        return context.run(body)
    }

    private func performInScope(_ line: ScriptLine) -> Result<StepOutcome, ScriptError> {
        if runningCommandWords.isEmpty, !failedStepLogs.isEmpty { failedStepLogs = [] }
        if runningCommandWords.capacity == 0 { runningCommandWords.reserveCapacity(4) }
        runningCommandWords.append(line.commandWord)
        // Swapped out and back, not copied: the line's own log starts empty.
        var outerLog = StepLog()
        swap(&stepLog, &outerLog)
        let outerReadingOnly = readingOnly
        readingOnly = liveClock == nil && line.command.onlyReads
        defer {
            runningCommandWords.removeLast()
            swap(&stepLog, &outerLog)
            readingOnly = outerReadingOnly
        }
        var commandEnd: Int?
        do throws(ScriptError) {
            _ = interruptionNotice()
            if let reason = options.stopReason?() { throw ScriptError(reason, at: commandSpan) }
            let caughtUp = catchUpWithRealTime()
            var outcome = try line.command.run(in: self)
            try checkClockLimit()
            try checkScreenProblems()
            commandEnd = time
            if !caughtUp.isEmpty {
                outcome.changes = caughtUp + outcome.changes
                for index in outcome.logs.indices { outcome.logs[index].position += caughtUp.count }
            }
            let settles = options.autosettle && line.command is any EventCommand
            if settles {
                outcome.changes += try settle()
                try checkScreenProblems()
            }
            outcome.logs = TimedLog.merged(outcome.logs, stepLog.finish(at: time, position: outcome.changes.count))
            // Both are empty on almost every line: appended only when they are not.
            let unmatched = unmatchedInReplay()
            if !unmatched.isEmpty { outcome.output += unmatched }
            let interrupted = interruptionNotice()
            if !interrupted.isEmpty { outcome.output += interrupted }
            journal?.ran(line.command, settled: settles, endingAt: time)
            return .success(outcome)
        } catch {
            keepFailedStepLogs(stepLog.finish(at: time, position: 0))
            collected = []
            clockOverrun = nil
            if let commandEnd { journal?.ran(line.command, settled: false, endingAt: commandEnd) }
            journal?.failed(at: time)
            return .failure(error)
        }
    }

    // MARK: Building blocks for commands

    /// The span of the command word of the line being run.
    package var commandSpan: SourceSpan {
        runningCommandWords.last?.token?.span
            ?? SourceSpan(location: SourceLocation(file: "<input>", line: 1, column: 1), length: 1, lineText: "")
    }

    /// Performs a user action now, runs what is due at this instant, and returns the changes.
    /// A refused action becomes an error pointing at `span`.
    package func userAction(at span: SourceSpan? = nil,
                           _ action: (Window) throws(UserInputError) -> Void) throws(ScriptError) -> [TimedChange] {
        stateRevision &+= 1
        do throws(UserInputError) {
            try action(device.window)
        } catch {
            throw ScriptError.refused(error, at: span ?? commandSpan)
        }
        runDueWorkAndTasks()
        collectChanges()
        return takeChanges()
    }

    /// Moves the clock forward by `milliseconds`, running everything due on the way (in live
    /// mode at the real time it becomes due). It stops at `clockLimit`, and the line fails
    /// saying so.
    package func advance(by milliseconds: Int) -> [TimedChange] {
        let target = clockTarget(after: milliseconds)
        if let liveClock { return advanceLive(liveClock, to: target) }
        var ranDueWork = false
        // Jobs enqueued since the last line (a task resumed from another thread).
        if runTasksAndDueWork() {
            collectChanges()
            ranDueWork = true
        }
        while let due = scheduler.nextDueTime, due <= target {
            if let stopped = stopped() {
                clockOverrun = clockOverrun ?? stopped
                return takeChanges()
            }
            stateRevision &+= 1
            scheduler.advanceTo(due)
            runTasksAndDueWork()
            collectChanges()
            ranDueWork = true
        }
        scheduler.advanceTo(target)
        // Moving the clock to the target ran nothing (nothing was due up to it): after due work,
        // nothing is left to collect, and the last snapshot collected differs only in its time.
        if ranDueWork { restampCollectedSnapshot() } else { collectChanges() }
        return takeChanges()
    }

    /// The snapshot collected last, still the window's when nothing ran since, at the time now.
    private func restampCollectedSnapshot() {
        guard collectedAt.revision == stateRevision else { return }
        let now = Window.milliseconds(since1970: device.window.environment.mainScheduler.now)
        // `shown`'s time is no part of what the diff compares.
        if collectedIsShown { shown.time = now } else { collectedSnapshot.time = now }
        collectedAt.time = time
    }

    /// `time + milliseconds`, or `clockLimit` (noting the overrun) when that is beyond it.
    private func clockTarget(after milliseconds: Int) -> Int {
        let sum = time.addingReportingOverflow(max(0, milliseconds))
        guard sum.overflow || sum.partialValue > Self.clockLimit else { return sum.partialValue }
        if clockOverrun == nil {
            clockOverrun = ScriptError(
                "the virtual clock stops at its limit of \(Self.clockLimitSpelled); it is there now",
                at: commandSpan, hints: ["a session's virtual time cannot pass \(Self.clockLimitSpelled)"])
        }
        return max(time, Self.clockLimit)
    }

    /// Fails the line when it tried to move the clock past `clockLimit`.
    private func checkClockLimit() throws(ScriptError) {
        guard let overrun = clockOverrun else { return }
        clockOverrun = nil
        collected = []
        throw overrun
    }

    /// Fails the line when screen code did what UIKit stops an app for (an unknown storyboard
    /// or identifier): the window noted it with the place in the code.
    private func checkScreenProblems() throws(ScriptError) {
        // Read before taken: almost every line has none, and taking copied and emptied the list.
        let window = device.window
        guard !window.problems.isEmpty, let problem = window.takeProblems().first else { return }
        collected = []
        throw ScriptError(problem, at: commandSpan, hints: ["UIKit would stop the app here"])
    }

    /// Moves the clock until nothing is scheduled, or fails naming what keeps it busy once
    /// `settleLimit` of virtual time has passed (live mode: see `settleLive`).
    package func settle() throws(ScriptError) -> [TimedChange] {
        if let liveClock { return try settleLive(liveClock) }
        let start = time
        while let due = scheduler.nextDueTime {
            guard due - start <= options.settleLimit else {
                collected = []
                throw ScriptError(
                    "settle gave up after \(TimeFormat.duration(options.settleLimit)) of virtual time: "
                        + pendingWorkSummary(), at: commandSpan, hints: ["use wait for work that repeats"])
            }
            guard due <= Self.clockLimit else {
                collected = []
                throw ScriptError(
                    "settle stopped at the virtual clock's limit of \(Self.clockLimitSpelled): " + pendingWorkSummary(),
                    at: commandSpan, hints: ["a session's virtual time cannot pass \(Self.clockLimitSpelled)"])
            }
            if let stopped = stopped() {
                collected = []
                throw stopped
            }
            stateRevision &+= 1
            scheduler.advanceTo(due)
            runTasksAndDueWork()
            collectChanges()
        }
        return takeChanges()
    }

    /// The error that ends the line when `SessionOptions.stopReason` gives a reason.
    private func stopped() -> ScriptError? {
        options.stopReason?().map { ScriptError($0, at: commandSpan) }
    }

    /// Opens a screen as the navigation root.
    package func open(_ name: Located<String>) throws(ScriptError) -> [TimedChange] {
        stateRevision &+= 1
        do throws(ScreenRegistry.Error) {
            try device.open(name.value)
        } catch {
            guard case .unknownScreen = error else { throw ScriptError(error.description, at: name.span) }
            throw ScriptError.unknown("screen", name, candidates: device.registry.names)
        }
        runTasksAndDueWork()
        collectChanges()
        return takeChanges()
    }

    package func set(autosettle: Bool) {
        options.autosettle = autosettle
    }

    package func set(settleTimeout milliseconds: Int) {
        options.settleTimeout = max(0, milliseconds)
    }

    package func set(seed: UInt64) {
        options.seed = seed
        stateRevision &+= 1
        device.window.environment.random.reseed(seed)
    }

    // MARK: Changes

    func collectChanges() {
        let (current, loaded) = device.window.snapshotNotingViewLoads()
        let loadedViews = options.checksSnapshots ? checkAgainstFreshRead(current) || loaded : loaded
        var recorder = ChangeRecorder(session: self, now: time)
        // `shown` is moved into a local for the diff (an empty snapshot in its place, made
        // without allocating) and back, and `current` moved where it is kept: passed from the
        // property, `shown` was copied for the call, and `current` again to be kept twice.
        var previous = Snapshot()
        swap(&previous, &shown)
        SnapshotDiff.changes(from: previous, to: current, into: &recorder)
        if !recorder.recorded { swap(&previous, &shown) }
        guard liveClock == nil, !loadedViews else {
            if recorder.recorded { shown = consume current }
            // Never current again (a live session never reads it).
            collectedAt.revision = 0
            collectedIsShown = false
            return
        }
        if recorder.recorded {
            shown = consume current
            if !collectedIsShown { collectedSnapshot = Snapshot() }
            collectedIsShown = true
        } else {
            collectedSnapshot = consume current
            collectedIsShown = false
        }
        collectedAt = (stateRevision, time)
    }

    func takeChanges() -> [TimedChange] {
        defer { collected = [] }
        stepLog.changesTaken += collected.count
        return collected
    }

    /// Text the code under test printed: a log line of this step, after the changes so far.
    private func printed(_ text: String) {
        stepLog.write(text, time: time, position: stepLog.changesTaken + collected.count)
    }
}

/// Commands that are user events: with autosettle on, the session settles after them.
package protocol EventCommand: Command {}
