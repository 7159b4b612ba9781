import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsSupport

extension ReplayPage {
    /// The REPL's `:html FILE`: the session's steps so far as a replay page, written through
    /// `SafeFileWriter` (`~` is the home folder), never over a script (`OutputFile`); says
    /// where, or why it could not.
    @MainActor package static func save(_ replay: ReplayRecorder, of session: Session, to path: String, at span: SourceSpan,
                     home: String? = ProcessInfo.processInfo.environment["HOME"]) -> Result<String, ScriptError> {
        guard !path.isEmpty else {
            return .failure(ScriptError("missing FILE for :html", at: span, hints: ["usage: :html FILE"]))
        }
        let steps = Array(replay.kept)
        let page = ReplayPage(title: "rxs session", steps: steps, timelines: session.timelines, end: session.time,
                              leftOut: replay.keptLeftOut)
        do throws(SafeFileWriter.Failure) {
            let file = SafeFileWriter.expandingTilde(path, home: home)
            try OutputFile(inputs: [], network: session.options.network).check(file, for: "the page")
            let (html, shown) = page.rendered()
            try SafeFileWriter.write(html, to: file)
            let total = page.leftOut + steps.count
            let what = shown < total ? "the last \(shown) of \(total) steps" : "\(shown) \(shown == 1 ? "step" : "steps")"
            return .success("wrote the replay of \(what) to \(path)")
        } catch {
            return .failure(ScriptError("cannot write \(path): \(error.reason)", at: span))
        }
    }
}
