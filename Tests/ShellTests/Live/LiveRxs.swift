import Foundation

/// Runs the built `rxs` binary with exactly the environment a live test gives it (plus the
/// sanitizer settings of the test run, so `scripts/sanitize` checks the child the same way).
enum LiveRxs {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("rxs")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../.build/debug/rxs")
            .standardizedFileURL
    }

    /// `input`: what stdin holds (`rxs mcp`'s messages); none by default.
    static func run(_ arguments: [String], environment: [String: String], input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let sanitizerSettings = ProcessInfo.processInfo.environment.filter { name, _ in
            ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains(name)
        }
        process.environment = environment.merging(sanitizerSettings) { own, _ in own }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if let input {
            signal(SIGPIPE, SIG_IGN)
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let errorText = ErrorText()
        let readErrors = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
            readErrors.signal()
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        readErrors.wait()
        exited.wait()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: errorText.text)
    }
}

/// stderr of a child, read on another thread so neither pipe can fill up and block it.
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ data: Data) { lock.withLock { self.data = data } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
