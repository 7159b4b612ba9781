import APIClient
import Foundation
import Synchronization

/// The built `rxs` executable run as a child process, as a user or CI runs it.
struct RxsProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String

        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String
    }

    /// Next to the test bundle (`.build/<triple>/debug/`), where `swift build --build-tests` puts it;
    /// `name` is another executable of the package built there (`rxsprinter`).
    static func executable(named name: String = "rxs") throws -> URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        let packageBuild = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/" + name)
        for candidate in [besideTests, packageBuild] where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw NotBuilt(description: "no \(name) executable at \(besideTests.path) or \(packageBuild.path); run swift build --build-tests")
    }

    /// Runs `rxs arguments…` in `directory` with `input` on stdin, both pipes read while it runs.
    /// `program` is another copy of rxs to run instead of the built one.
    static func run(_ arguments: [String], in directory: String, input: String = "", program: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = try program ?? executable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let readers = DispatchGroup()
        let collected = CollectedOutput()
        DispatchQueue.global().async(group: readers) { collected.setStdout(stdout.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: readers) { collected.setStderr(stderr.fileHandleForReading.readDataToEndOfFile()) }
        if !input.isEmpty {
            // A child that exits without reading its input must not kill the tests with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            stdin.fileHandleForWriting.write(Data(input.utf8))
        }
        try stdin.fileHandleForWriting.close()
        readers.wait()
        exited.wait()
        return Output(status: process.terminationStatus, stdout: collected.stdout, stderr: collected.stderr)
    }
}

/// Both streams of a child, filled by the threads that read them.
private final class CollectedOutput: Sendable {
    private let out = Guarded(Data())
    private let err = Guarded(Data())

    func setStdout(_ data: Data) { out.withLock { $0 = data } }
    func setStderr(_ data: Data) { err.withLock { $0 = data } }
    var stdout: String { out.withLock { String(decoding: $0, as: UTF8.self) } }
    var stderr: String { err.withLock { String(decoding: $0, as: UTF8.self) } }
}
