import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// `rxs test [paths…]`: runs each script as a test in a fresh session (autosettle off) and
/// reports them in input order — text, or TAP with `--tap` — ending with `N passed, N failed`.
/// `--junit FILE` also writes JUnit XML; `--html DIR` an index page and a replay page per
/// script; `--update` accepts new transcripts; `-j N` runs N scripts at once; `--shard i/n`
/// runs every n-th script of the sorted list; `--watch` then reruns scripts as they are
/// saved (`TestWatch`).
///
/// Exit code: 0 when all passed, 1 when any failed, 2 when any script could not be read,
/// parsed or run to its end (it counts as failed), or on a usage error.
struct TestCommand {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let output: TerminalOutput

    func run() -> RunStatus {
        guard let scripts = discover() else { return .error }
        let status = run(scripts)
        guard options.watch else { return status }
        return TestWatch(command: self).run(watching: scripts)
    }

    /// The scripts the paths name, sharded; nil (after saying why) when there are none.
    func discover() -> [String]? {
        var scripts: [String]
        do throws(UsageError) {
            scripts = try TestSuite.discover(options.paths.isEmpty ? ["."] : options.paths)
        } catch {
            output.error("rxs: \(error)")
            return nil
        }
        guard !scripts.isEmpty else {
            output.error("rxs: no .rxs scripts in \(options.paths.isEmpty ? "." : options.paths.joined(separator: " "))")
            return nil
        }
        if let shard = options.shard {
            scripts = TestSuite.shard(scripts, index: shard.index, count: shard.count)
        }
        return scripts
    }

    /// Runs and reports `scripts`, ending with the summary line.
    func run(_ scripts: [String]) -> RunStatus {
        var status = RunStatus.passed
        // Only pages are named: without `--html` naming them cost about 17 k instructions a script.
        let pageNames = options.html == nil ? [] : ReplayFiles.names(for: scripts)
        guard let outputs = checkedOutputs(scripts, pageNames: pageNames) else { return .error }
        // sessionOptions.color: a terminal, no --no-color, no NO_COLOR.
        let reporter: any TestReporter = options.tap ? TAPReporter() : TextReporter(color: sessionOptions.color)
        reporter.start(count: scripts.count).forEach(output.line)
        var results: [ScriptTestResult] = []
        let settings = sessionOptions
        let update = options.update
        let replay = options.html != nil
        TestSuite.run(scripts, jobs: options.jobs, test: { path in
            var test = ScriptTest(path: path, sessionOptions: settings, update: update)
            test.replay = replay
            return test.run()
        }, report: { index, result in
            var result = result
            if let folder = options.html, let page = result.replayPage {
                // Written as each script ends, so only one page is held at a time.
                result.replayPage = nil
                if let problem = ReplayFolder.write(page, named: pageNames[index], in: folder, checking: outputs) {
                    output.error("rxs: \(problem)")
                    status = .error
                }
            }
            results.append(result)
            reporter.script(result, number: index + 1).forEach(output.line)
            // What a script's code printed outside its steps, still in a C stream's buffer, goes to stderr now.
            StrayOutput.flush()
        })

        status = max(status, TestSummary(results).status)
        if let folder = options.html {
            let index = HTMLReporter().finish(results).joined(separator: "\n") + "\n"
            if let problem = ReplayFolder.write(index, named: ReplayFiles.index, in: folder, checking: outputs) {
                output.error("rxs: \(problem)")
                status = .error
            }
        }
        if let junitFile = options.junitFile {
            let document = JUnitReporter().finish(results).joined(separator: "\n") + "\n"
            do throws(SafeFileWriter.Failure) {
                try outputs.check(junitFile, for: "the report")
                try SafeFileWriter.write(document, to: junitFile)
            } catch {
                output.error("rxs: \(error)")
                status = .error
            }
        }
        reporter.finish(results).forEach(output.line)
        return status
    }

    /// The outputs this run writes, checked before any script runs (nil after saying why):
    /// the report is no page and no script, the pages' folder can be made and written.
    private func checkedOutputs(_ scripts: [String], pageNames: [String]) -> OutputFile? {
        if let folder = options.html, let junitFile = options.junitFile {
            // Both written by this run: the report would replace a page, or a page the report.
            let report = URL(fileURLWithPath: junitFile).standardizedFileURL.path
            let folderPath = URL(fileURLWithPath: folder).standardizedFileURL.path
            if (pageNames + [ReplayFiles.index]).contains(where: { folderPath + "/" + $0 == report }) {
                output.error("rxs: --junit \(junitFile) is a page --html \(folder) writes; give the report another name")
                return nil
            }
        }
        let outputs = OutputFile(inputs: scripts, network: sessionOptions.network)
        if let junitFile = options.junitFile {
            do throws(SafeFileWriter.Failure) {
                try outputs.check(junitFile, for: "the report")
            } catch {
                output.error("rxs: \(error)")
                return nil
            }
        }
        if let folder = options.html, let problem = ReplayFolder.prepare(folder) {
            output.error("rxs: --html \(folder): \(problem)")
            return nil
        }
        return outputs
    }
}
