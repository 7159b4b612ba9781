import CEditLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// Terminal line editing on libedit: emacs keys, history recall and a history file, Tab
/// completion from a closure, Ctrl-C dropping the line, Ctrl-D on an empty line ending input,
/// and UTF-8 text. Use it only when stdin and stdout are terminals (`StandardInput`).
package final class LineEditor: LineReader {
    /// Candidates for the word at the cursor, given the whole line and the cursor position.
    package typealias Completion = (_ line: String, _ cursor: String.Index) -> [String]

    private let editLine: OpaquePointer
    /// rxs's standard output (`StandardOutput`), not descriptor 1, which may be `StrayOutput`'s pipe.
    private let output: UnsafeMutablePointer<FILE>
    private let history: LineHistory
    private let historyFile: String?
    private let state: EditorState
    private let warn: (String) -> Void
    private var hasWarned = false

    /// Nil when libedit cannot start. History from `historyFile` is loaded now and the file is
    /// rewritten after every line, so it survives a killed process; problems go to `warn` once.
    package init?(
        historyFile: String?, completion: @escaping Completion,
        warn: @escaping (String) -> Void = LineEditor.printWarning
    ) {
        // Without a UTF-8 LC_CTYPE libedit silently drops non-ASCII input.
        _ = rxs_use_utf8_locale()
        guard let history = LineHistory(), let output = rxs_open_output(StandardOutput.descriptor) else { return nil }
        guard let editLine = el_init("rxs", rxs_stdin(), output, rxs_stderr()) else {
            fclose(output)
            return nil
        }
        self.editLine = editLine
        self.output = output
        self.history = history
        self.historyFile = historyFile
        self.state = EditorState(completion: completion)
        self.warn = warn
        configure()
        if let historyFile {
            do throws(HistoryFileError) {
                try history.load(from: historyFile)
            } catch {
                warnOnce(error.description)
            }
        }
    }

    deinit {
        el_end(editLine)
        fclose(output)
    }

    package static func printWarning(_ message: String) {
        fputs("rxs: warning: \(message)\n", rxs_stderr())
    }

    package func readLine(prompt: String) -> LineInput {
        state.setPrompt(PromptMarkup.markingInvisible(prompt))
        var previous = sigaction()
        _ = rxs_interrupt_reads_on_sigint(&previous)
        defer { _ = rxs_restore_sigint(&previous) }
        el_resize(editLine)
        var count: Int32 = 0
        guard let raw = el_gets(editLine, &count) else {
            // Asked of the flag too: a Ctrl-C in a reverse search ends with count 0, like Ctrl-D.
            let interrupted = rxs_take_interrupt() == 1 || (count == -1 && rxs_errno() == EINTR)
            if interrupted { el_reset(editLine) }
            fputs("\n", output)
            fflush(output)
            return interrupted ? .interrupted : .endOfInput
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        remember(line)
        return .line(line)
    }

    private func remember(_ line: String) {
        history.add(line)
        guard let historyFile else { return }
        do throws(HistoryFileError) {
            try history.save(to: historyFile)
        } catch {
            warnOnce(error.description)
        }
    }

    private func warnOnce(_ message: String) {
        guard !hasWarned else { return }
        hasWarned = true
        warn(message)
    }

    private func configure() {
        _ = rxs_el_set_clientdata(editLine, Unmanaged.passUnretained(state).toOpaque())
        _ = rxs_el_set_editor(editLine, "emacs")
        _ = rxs_el_set_history(editLine, history.handle)
        _ = rxs_el_set_prompt(editLine, { editLine in
            guard let editLine, let state = EditorState.of(editLine) else { return nil }
            return state.prompt
        }, CChar(bitPattern: UInt8(ascii: "\u{1}")))
        _ = rxs_el_add_completion_function(editLine) { editLine, _ in
            guard let editLine, let state = EditorState.of(editLine) else { return UInt8(CC_ERROR) }
            return state.complete(in: editLine)
        }
        _ = rxs_el_bind(editLine, "^I", "rxs-complete")
        _ = rxs_el_read_interruptibly(editLine)
        _ = rxs_el_keep_output_on_interrupt(editLine)
    }
}

/// What libedit's C callbacks reach through `EL_CLIENTDATA`: the prompt and the completion closure.
private final class EditorState {
    let completion: LineEditor.Completion
    private(set) var prompt: UnsafeMutablePointer<CChar>?

    init(completion: @escaping LineEditor.Completion) {
        self.completion = completion
        prompt = strdup("")
    }

    deinit {
        free(prompt)
    }

    static func of(_ editLine: OpaquePointer) -> EditorState? {
        guard let data = rxs_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<EditorState>.fromOpaque(data).takeUnretainedValue()
    }

    func setPrompt(_ text: String) {
        free(prompt)
        prompt = strdup(text)
    }

    /// Runs the completion closure on the current line and applies the planned edit.
    func complete(in editLine: OpaquePointer) -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let end = info.lastchar,
            let cursor = info.cursor
        else { return UInt8(CC_ERROR) }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: max(end - buffer, 0))
        let line = String(decoding: bytes, as: UTF8.self)
        let offset = min(max(cursor - buffer, 0), line.utf8.count)
        let utf8Cursor = line.utf8.index(line.utf8.startIndex, offsetBy: offset)
        let index = String.Index(utf8Cursor, within: line) ?? line.endIndex
        let typed = PartialLine(line[..<index]).current
        switch CompletionEdit.plan(typed: typed, candidates: completion(line, index)) {
        case nil:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let deleting, let inserting)?:
            el_deletestr(editLine, Int32(clamping: deleting))
            _ = el_insertstr(editLine, inserting)
            return UInt8(CC_REFRESH)
        case .list(let candidates)?:
            let output = rxs_el_output(editLine) ?? rxs_stderr()
            let width = Int(rxs_el_terminal_columns(editLine))
            fputs("\n" + CompletionListing.layout(candidates, width: width > 0 ? width : 80) + "\n", output)
            fflush(output)
            return UInt8(CC_REDISPLAY)
        }
    }
}
