#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// RxSwift's global hooks: what happens to an error no subscriber handles, and how the
/// subscription's call stack is captured for that message.
///
/// By default, debug builds print "Unhandled error happened: …" (to standard error, so a
/// program's own output stays clean) and release builds stay silent, as RxSwift does; the
/// error is never dropped without a trace in a debug build.
public enum Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline let lock = Lock()
        @usableFromInline @exclusivity(unchecked) var defaultErrorHandler: DefaultErrorHandler = Hooks.printUnhandledError
        @usableFromInline @exclusivity(unchecked) var captureCallstack: CustomCaptureSubscriptionCallstack = Hooks.captureCallStack
    }

    @usableFromInline static let storage = Storage()

    /// Read on every subscription: an atomic, so reading it takes no lock, and a constant-
    /// initialized global of its own, so reading it needs no lazy-initialization check
    /// (`storage` costs a `swift_once` call per access).
    @usableFromInline static let recordsCallStack = Atomic<Bool>(false)

    /// Called with the error of a subscription that has no `onError` handler.
    @inlinable public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.defaultErrorHandler } }
        set { storage.lock.withLock { storage.defaultErrorHandler = newValue } }
    }

    /// Captures the call stack at subscription time, when `recordCallStackOnError` is on.
    @inlinable public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.captureCallstack } }
        set { storage.lock.withLock { storage.captureCallstack = newValue } }
    }

    /// Off by default: capturing a stack on every subscription is slow.
    @inlinable public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .acquiring) }
        set { recordsCallStack.store(newValue, ordering: .releasing) }
    }

    /// The stack for a new subscription: captured only when `recordCallStackOnError` is on.
    @inlinable static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// The same, for an observer object to keep: nil when not recording (the common case), so
    /// the observer stores one empty reference and releases nothing for it when it goes away,
    /// where a stored `[String]` costs a release call even when empty.
    @inlinable static func subscriptionCallStackRecord() -> CallStackRecord? {
        recordCallStackOnError ? CallStackRecord(customCaptureSubscriptionCallstack()) : nil
    }

    @inlinable static func printUnhandledError(_ callStack: [String], _ error: Swift.Error) {
        #if DEBUG
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
            message += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
        }
        writeToStandardError(message)
        #endif
    }

    /// The current call stack as symbol lines (debug builds), through glibc's `backtrace`,
    /// looked up at run time since Swift's Glibc module does not export it.
    @inlinable static func captureCallStack() -> [String] {
        #if DEBUG && canImport(Glibc)
        typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
        typealias Symbols = @convention(c) (UnsafePointer<UnsafeMutableRawPointer?>?, Int32)
            -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        guard let library = dlopen(nil, RTLD_NOW),
              let backtraceSymbol = dlsym(library, "backtrace"),
              let symbolsSymbol = dlsym(library, "backtrace_symbols") else { return [] }
        let backtrace = unsafeBitCast(backtraceSymbol, to: Backtrace.self)
        let symbols = unsafeBitCast(symbolsSymbol, to: Symbols.self)
        var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 64)
        let count = backtrace(&frames, Int32(frames.count))
        guard count > 0, let names = symbols(frames, count) else { return [] }
        defer { free(names) }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
        #else
        return []
        #endif
    }
}

/// Writes all of `text` to file descriptor 2.
@inlinable func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        guard written > 0 else { return }
        offset += written
    }
}

/// A subscription's call stack, captured when `Hooks.recordCallStackOnError` was on.
@usableFromInline final class CallStackRecord: Sendable {
    @usableFromInline let frames: [String]

    @inlinable init(_ frames: [String]) {
        self.frames = frames
    }
}
