import RxsScript
import RxsSession

/// The expected output a script carries: for each command line, the `#>` lines directly after
/// it, in order. A script without any `#>` line has no transcript and is checked by its
/// `expect`s and errors alone.
package struct GoldenTranscript: Sendable {
    /// The `#>` lines after one command.
    package struct Block: Equatable, Sendable {
        /// 0-based indices into the source lines; empty (at the line after the command) when
        /// the command has no expected output.
        package var lineIndices: Range<Int>
        /// The lines as the script holds them: made texts only when they are asked for (a
        /// step that printed them compares their bytes).
        package var expected: ExpectedLines

        package var lines: [String] { expected.texts }

        package static func == (left: Block, right: Block) -> Bool {
            left.lineIndices == right.lineIndices && left.lines == right.lines
        }
    }

    /// What a command printed, for `rewrite`.
    package enum Printed {
        /// What its `#>` lines say (`StepReport.transcriptMatches`): its block is kept as written.
        case expected
        case lines([String])
    }

    /// Blocks by the 1-based line number of their command.
    package private(set) var blocks: [Int: Block] = [:]
    /// Whether the script holds any `#>` line at all.
    package private(set) var isEmpty = true

    /// Reads the blocks after `commandLines` (1-based, ascending). A `#>` line that does not
    /// directly follow a command or another `#>` line is an error: its output would never be
    /// checked, which is never what was meant.
    package init(source: GoldenSource, commandLines: [Int], file: String) throws(ScriptError) {
        // Each line read once: what it holds when it is a `#>` line.
        let (contents, storage) = source.goldenLines()
        // Whether each line is a `#>` line of some command's block (a flag per line: hashing
        // every golden line's index into a set cost more than reading the line).
        var attached = [Bool](repeating: false, count: contents.count)
        blocks.reserveCapacity(commandLines.count)
        for number in commandLines {
            let start = number
            var end = start
            while end < contents.count, contents[end] != nil { end += 1 }
            // Sized before it is filled: grown line by line, a block was copied as it grew. An
            // empty block (a passing `expect` prints nothing) asks for no room: reserving none still
            // went through the array's buffer making, about 70 instructions.
            var lines: [ExpectedLines.Line] = []
            if end > start { lines.reserveCapacity(end - start) }
            for index in start..<end {
                if let line = contents[index] { lines.append(line) }
                attached[index] = true
            }
            blocks[number] = Block(lineIndices: start..<end, expected: ExpectedLines(lines: lines, in: storage))
        }
        for index in contents.indices where contents[index] != nil {
            isEmpty = false
            guard !attached[index] else { continue }
            let line = source.line(at: index)
            let column = line.text.prefix { $0 == " " || $0 == "\t" }.count + 1
            let span = SourceSpan(location: SourceLocation(file: file, line: index + 1, column: column),
                                  length: GoldenLine.marker.count, lineText: line.text)
            throw ScriptError("expected output '#>' does not follow a command line", at: span,
                              hints: ["move it up to directly after its command, or delete it"])
        }
    }

    /// The expected transcript of the command on line `number`.
    package func expected(at number: Int) -> ExpectedLines {
        blocks[number]?.expected ?? ExpectedLines([])
    }

    /// The source with each command's `#>` lines replaced by `actual` (transcripts by command
    /// line number; a command missing from it printed nothing). Blocks that already agree are
    /// kept as written; nothing but `#>` lines changes, and the file keeps its line endings and
    /// whether it ends with one.
    package func rewrite(_ source: GoldenSource, actual: [Int: [String]]) -> GoldenSource {
        rewrite(source, printed: actual.mapValues(Printed.lines))
    }

    /// `rewrite(_:actual:)` where a command that printed its `#>` lines says so (`.expected`)
    /// instead of giving them again: a passing script's lines are never made.
    package func rewrite(_ source: GoldenSource, printed: [Int: Printed]) -> GoldenSource {
        var differing: [Int] = []
        for (number, block) in blocks {
            switch printed[number] {
            case .expected: continue
            case .lines(let lines): if GoldenLine.same(block.lines, lines) { continue }
            case nil: if block.expected.count == 0 { continue }
            }
            differing.append(number)
        }
        // Every block agrees (a passing script): the source is its own rewrite, unless a line
        // before its last lacks a terminator, which a rewrite gives one.
        if differing.isEmpty, source.terminatesAllButTheLast { return source }
        let sourceLines = source.lines
        var lines: [GoldenSource.Line] = []
        lines.reserveCapacity(sourceLines.count)
        var next = 0
        for number in differing.sorted() {
            guard let block = blocks[number] else { continue }
            lines += sourceLines[next..<block.lineIndices.lowerBound]
            let command = sourceLines[number - 1].text
            let indent = String(command.prefix { $0 == " " || $0 == "\t" })
            let actual: [String]
            if case .lines(let printedLines) = printed[number] { actual = printedLines } else { actual = [] }
            lines += actual.map {
                GoldenSource.Line(text: GoldenLine.text(for: $0, indent: indent), terminator: source.lineEnding)
            }
            next = block.lineIndices.upperBound
        }
        lines += sourceLines[next...]
        let endsWithTerminator = sourceLines.last.map { !$0.terminator.isEmpty } ?? true
        for index in lines.indices where lines[index].terminator.isEmpty {
            lines[index].terminator = source.lineEnding
        }
        if !endsWithTerminator, !lines.isEmpty { lines[lines.count - 1].terminator = "" }
        var result = source
        result.lines = lines
        return result
    }
}
