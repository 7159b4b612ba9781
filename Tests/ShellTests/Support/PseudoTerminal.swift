import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program running on a pseudo-terminal, driven as a person at a terminal would: its
/// stdin, stdout and stderr are the terminal, which is also its controlling terminal (via
/// `setsid --ctty`), so Ctrl-C reaches it as SIGINT from the line discipline.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let master: Int32
    /// Kept open to read the terminal's mode: line editing is on once canonical mode is off.
    private let slave: Int32
    private let process = Process()
    private let exited = DispatchSemaphore(value: 0)
    /// Everything the program wrote.
    private(set) var output: [UInt8] = []
    /// Where the next `expect` starts looking.
    private var consumed = 0

    init(running executable: URL, arguments: [String] = [], environment: [String: String], directory: URL,
         columns: UInt16 = 100) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
        }
        self.master = master
        self.slave = slave
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--ctty", "--wait", executable.path] + arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        process.terminationHandler = { [exited] _ in exited.signal() }
        do {
            try process.run()
        } catch {
            close(master)
            close(slave)
            throw error
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
    }

    /// Reads until the prompt shows and the line editor has the terminal (typing earlier
    /// would reach the kernel's line discipline instead, which echoes and buffers by itself).
    @discardableResult
    func expectPrompt(_ prompt: String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let shown = expect(prompt, timeout: timeout, file: file, line: line)
        if !waitForLineEditing(timeout: timeout) {
            XCTFail("the terminal stayed in canonical mode after \(String(reflecting: prompt))", file: file, line: line)
        }
        return shown
    }

    /// Waits, reading nothing, until the line editor has the terminal (canonical mode off);
    /// false after `timeout` seconds.
    func waitForLineEditing(timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var mode = termios()
        while tcgetattr(slave, &mode) == 0, mode.c_lflag & tcflag_t(ICANON) != 0 {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }

    /// Whether Ctrl-C leaves the terminal's queues alone (NOFLSH) at this moment.
    var keepsQueuesOnInterrupt: Bool {
        var mode = termios()
        return tcgetattr(slave, &mode) == 0 && mode.c_lflag & tcflag_t(NOFLSH) != 0
    }

    /// Waits, reading nothing, until the terminal holds at least `count` bytes the program
    /// wrote and this side has not read; false after `timeout` seconds.
    func waitUntilUnread(atLeast count: Int32, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var unread: Int32 = 0
        while ioctl(master, UInt(FIONREAD), &unread) == 0, unread < count {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return unread >= count
    }

    /// Types `keys` (UTF-8) into the terminal.
    func type(_ keys: String) {
        var bytes = Array(keys.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads until `text` shows up after what earlier calls matched, and returns the output
    /// from there through `text`; fails the test after `timeout` seconds without it.
    @discardableResult
    func expect(_ text: String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let fresh = String(decoding: output[consumed...], as: UTF8.self)
            if let range = fresh.range(of: text) {
                consumed += fresh.utf8.distance(from: fresh.startIndex, to: range.upperBound)
                return String(fresh[..<range.upperBound])
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, read(waitingAtMost: remaining) else {
                XCTFail("no \(String(reflecting: text)) in the terminal; it shows: \(String(reflecting: fresh))",
                        file: file, line: line)
                return nil
            }
        }
    }

    /// Waits for the program to end and returns its exit status (nil after `timeout` seconds).
    func exitStatus(timeout: Double = 5) -> Int32? {
        while read(waitingAtMost: 0.05) {}
        guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
        return process.terminationStatus
    }

    /// Appends what the terminal has within `seconds`; false when nothing came (or it closed).
    private func read(waitingAtMost seconds: Double) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(1, seconds * 1000))) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        output += buffer[..<count]
        return true
    }
}
