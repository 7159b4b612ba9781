/// Splits a marble string into frames. Outside a group every symbol (`-` included) is one
/// frame; a group `(ab)` is one frame holding all its symbols; spaces are ignored.
enum MarbleScanner {
    /// Calls `symbol` with each non-time symbol, its 1-based column and its frame index
    /// (frames counted from the start of the string). `symbol` returns a problem to stop
    /// with an error at that column. Returns the number of frames.
    @discardableResult
    static func scan(
        _ marble: String,
        symbol: (_ character: Character, _ column: Int, _ frame: Int) -> MarbleError.Problem?
    ) throws(MarbleError) -> Int {
        var frame = 0
        var groupStart: (column: Int, symbolCount: Int)?
        for (offset, character) in marble.enumerated() {
            let column = offset + 1
            func fail(_ problem: MarbleError.Problem, at column: Int = column) -> MarbleError {
                MarbleError(marble: marble, column: column, problem: problem)
            }
            switch character {
            case " ":
                continue
            case "-":
                if groupStart != nil { throw fail(.timeInsideGroup) }
                frame += 1
            case "(":
                if groupStart != nil { throw fail(.nestedGroup) }
                groupStart = (column, 0)
            case ")":
                guard let group = groupStart else { throw fail(.unmatchedGroupEnd) }
                if group.symbolCount == 0 { throw fail(.emptyGroup, at: group.column) }
                groupStart = nil
                frame += 1
            default:
                if let problem = symbol(character, column, frame) { throw fail(problem) }
                if let group = groupStart {
                    groupStart = (group.column, group.symbolCount + 1)
                } else {
                    frame += 1
                }
            }
        }
        if let group = groupStart {
            throw MarbleError(marble: marble, column: group.column, problem: .unclosedGroup)
        }
        return frame
    }

    /// Whether a character can stand for a value.
    static func isValueSymbol(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}

/// Frame arithmetic that reports overflow instead of trapping.
package struct MarbleScale {
    let frameTicks: TestTime
    let origin: TestTime

    package init(frameTicks: TestTime, origin: TestTime) throws(MarbleError) {
        guard frameTicks >= 1 else {
            throw MarbleError(marble: nil, column: nil, problem: .frameTicksNotPositive(frameTicks))
        }
        self.frameTicks = frameTicks
        self.origin = origin
    }

    /// The time of a frame counted from the origin's frame, or nil on overflow.
    func time(ofFrame frame: Int) -> TestTime? {
        let (offset, overflowed) = frame.multipliedReportingOverflow(by: frameTicks)
        guard !overflowed else { return nil }
        let (time, overflowedSum) = origin.addingReportingOverflow(offset)
        return overflowedSum ? nil : time
    }

    /// The frame a time sits on, or nil when it falls between frames (or overflows).
    func exactFrame(of time: TestTime) -> Int? {
        let (offset, overflowed) = time.subtractingReportingOverflow(origin)
        guard !overflowed, offset % frameTicks == 0 else { return nil }
        return offset / frameTicks
    }
}
