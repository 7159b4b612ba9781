/// A table row as written in a script: a whole number counted from 0.
package enum RowNumber {
    static let hint = "rows are counted from 0"

    package static func parse(_ text: String) -> Result<Int, TextProblem> {
        if text.hasPrefix("-"), ASCII.isDigits(text.dropFirst()) {
            return .failure(TextProblem("row \(text) is out of range", hints: [hint]))
        }
        guard ASCII.isDigits(text) else {
            return .failure(TextProblem("row '\(text)' is not a number", hints: [hint]))
        }
        guard let row = Int(text) else {
            return .failure(TextProblem("row \(text) is too large", hints: [hint]))
        }
        return .success(row)
    }
}
