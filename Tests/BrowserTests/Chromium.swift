import Foundation

/// Debian's `chromium`, headless, as the browser tests run it: one page per run, which prints
/// the DOM after the page's scripts ran (`--dump-dom`) and can also write a screenshot and a
/// network log. Each run costs one to three seconds, so tests batch their checks per run.
struct Chromium {
    let executable: URL

    /// The first of `chromium`, `chromium-browser`, `google-chrome` on PATH; nil when none is.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Chromium? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return Chromium(executable: candidate) }
            }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What one run gave.
    struct Run {
        var dom: String
        /// The network log (Chromium's NetLog JSON) when one was asked for.
        var netLog: NetLog?
    }

    /// Loads `page` (with `fragment`, e.g. `step=3`) in a fresh profile under `scratch`. With
    /// `screenshot`, writes a PNG of `windowSize`; with `networkLog`, records every request.
    /// Background networking is off; motion is reduced so spinners and the caret stand still.
    func load(_ page: URL, fragment: String, scratch: URL, screenshot: URL? = nil,
              windowSize: (width: Int, height: Int) = (1280, 900), networkLog: Bool = false) throws -> Run {
        let profile = scratch.appendingPathComponent("profile-" + UUID().uuidString)
        let logFile = scratch.appendingPathComponent("netlog-" + UUID().uuidString + ".json")
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
            "--hide-scrollbars", "--force-prefers-reduced-motion", "--force-device-scale-factor=1",
            "--user-data-dir=" + profile.path, "--window-size=\(windowSize.width),\(windowSize.height)",
        ]
        if let screenshot { arguments.append("--screenshot=" + screenshot.path) }
        if networkLog { arguments.append("--log-net-log=" + logFile.path) }
        arguments += ["--dump-dom", page.absoluteString + "#" + fragment]

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        // Chromium's stderr is chatty (D-Bus, mojo) and says nothing the exit code does not.
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exited.wait()
        watchdog.cancel()
        defer { try? FileManager.default.removeItem(at: profile) }
        guard process.terminationStatus == 0, dom.contains("<html") else {
            throw Failure(description: "chromium exited with \(process.terminationStatus) on \(page.path)#\(fragment)")
        }
        var run = Run(dom: dom)
        if networkLog { run.netLog = try NetLog(contentsOf: logFile) }
        return run
    }
}
