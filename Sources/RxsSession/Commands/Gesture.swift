import Foundation
import RxsScript
import RxUI

/// `gesture <kind> [<dir>] [<id>] [<options>]`: fingers on a view (or the screen), delivered
/// as touches to the gesture recognizers there, e.g. `gesture pan card from 10,10 to 110,10
/// in 300ms`.
package struct GestureCommand: EventCommand, Hashable {
    package var kind: Located<String>
    package var direction: Located<String>?
    /// nil makes the gesture on the screen itself.
    package var element: Located<String>?
    /// In the order written.
    package var options: [Located<Option>]

    package init(kind: Located<String>, direction: Located<String>? = nil, element: Located<String>? = nil,
                 options: [Located<Option>] = []) {
        self.kind = kind
        self.direction = direction
        self.element = element
        self.options = options
    }

    /// What a line may add to a gesture; points are in the view's coordinates.
    package enum Option: Hashable, Sendable {
        case at(x: Double, y: Double)
        case from(x: Double, y: Double)
        case to(x: Double, y: Double)
        /// `in <dur>` for moves, `for <dur>` for a press.
        case lasting(word: String, ScriptDuration)
        case times(Int)
        case fingers(Int)
        case scale(Double)
        case degrees(Double)

        /// The word that starts it, for messages (`times` for `2 times`).
        var word: String {
            switch self {
            case .at: return "at"
            case .from: return "from"
            case .to: return "to"
            case .lasting(let word, _): return word
            case .times: return "times"
            case .fingers: return "with"
            case .scale: return "scale"
            case .degrees: return "by"
            }
        }

        var text: String {
            switch self {
            case .at(let x, let y), .from(let x, let y), .to(let x, let y):
                return "\(word) \(GestureCommand.number(x)),\(GestureCommand.number(y))"
            case .lasting(let word, let duration): return "\(word) \(duration)"
            case .times(let count): return count == 1 ? "1 time" : "\(count) times"
            case .fingers(let count): return count == 1 ? "with 1 finger" : "with \(count) fingers"
            case .scale(let scale): return "scale \(GestureCommand.number(scale))"
            case .degrees(let degrees): return "by \(GestureCommand.number(degrees))"
            }
        }
    }

    static let kinds = GestureRequest.Kind.allCases.map(\.rawValue)
    static let directions = ["left", "right", "up", "down"]
    static let optionWords = ["at", "from", "to", "in", "for", "with", "scale", "by"]
    /// The options each kind takes (`times` stands for `<n> times`), as help lists them.
    static let kindOptions: [String: [String]] = [
        "tap": ["at <x>,<y>", "<n> times", "with <n> fingers"],
        "long-press": ["at <x>,<y>", "for <dur>", "with <n> fingers"],
        "pan": ["from <x>,<y>", "to <x>,<y>", "in <dur>", "with <n> fingers"],
        "swipe": ["from <x>,<y>", "in <dur>", "with <n> fingers"],
        "pinch": ["at <x>,<y>", "scale <factor>", "in <dur>"],
        "rotate": ["at <x>,<y>", "by <degrees>", "in <dur>"],
    ]
    static let maximumFingers = 5
    static let maximumTaps = 5

    package static let help = CommandHelp(
        name: "gesture",
        usages: ["gesture tap [<id>] [<options>]", "gesture long-press|pan|pinch|rotate [<id>] [<options>]",
                 "gesture swipe <dir> [<id>] [<options>]"],
        summary: "make a gesture on a view or the screen",
        details: """
            Puts fingers on the view <id> (on the screen's own view when left out) and moves \
            them as the gesture does: the gesture recognizers of that view and of the views \
            around it receive the touches, change state as UIKit's do and send rx.event. \
            Points are <x>,<y> in the view's coordinates, the view's center by default. \
            tap takes at <x>,<y>, <n> times and with <n> fingers; long-press at <x>,<y>, \
            for <dur> and with <n> fingers; pan from <x>,<y>, to <x>,<y> (100 points right \
            by default), in <dur> and with <n> fingers; swipe (left, right, up or down, 100 \
            points) from <x>,<y>, in <dur> and with <n> fingers; pinch (two fingers) at \
            <x>,<y>, scale <factor> (2 by default) and in <dur>; rotate at <x>,<y>, by \
            <degrees> (90 by default, clockwise) and in <dur>. A duration written moves the \
            virtual clock with the fingers, a move every 100ms; left out, the gesture takes \
            no time on the clock and a press lasts as long as the recognizers there need. \
            Refused when the view is hidden or takes no touches, or when no recognizer \
            recognizes the gesture.
            """,
        examples: ["gesture tap", "gesture swipe left card", "gesture long-press photo for 1s",
                   "gesture pan card from 10,10 to 110,10 in 300ms", "gesture tap photo 2 times",
                   "gesture pinch map scale 0.5"],
        group: .events,
        otherNames: ["long-press", "gestures", "recognizer", "pinch", "rotate", "double-tap", "pan"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        kind = try arguments.choice(Self.kinds, role: "gesture", placeholder: "tap|swipe|long-press|pan|pinch|rotate")
        if kind.value == "swipe" {
            direction = try arguments.choice(Self.directions, role: "swipe direction", placeholder: "<dir>")
        }
        if let next = arguments.peek(), !Self.optionWords.contains(next.text), !ASCII.isDigits(next.text) {
            element = try arguments.optionalElement()
        }
        options = []
        while let word = arguments.optional() {
            let option = try Self.option(startingWith: word, for: kind.value, in: &arguments)
            if options.contains(where: { $0.value.word == option.value.word }) {
                throw ScriptError("'\(option.value.word)' is given twice", at: option.span, hints: arguments.usageHints)
            }
            options.append(option)
        }
    }

    private static func option(startingWith word: Token, for kind: String,
                               in arguments: inout ArgumentReader) throws(ScriptError) -> Located<Option> {
        let allowed = kindOptions[kind] ?? []
        let hints = ["gesture \(kind) takes " + allowed.joined(separator: ", ")]
        let key = ASCII.isDigits(word.text) ? "times" : word.text
        guard optionWords.contains(key) || key == "times" else {
            var suggestions = hints
            let words = optionWords.filter { key in allowed.contains { $0.hasPrefix(key + " ") } }
            if let suggestion = Suggester.didYouMean(word.text, among: words) { suggestions.insert(suggestion, at: 0) }
            throw ScriptError("unknown gesture option '\(word.text)'", at: word.span, hints: suggestions)
        }
        guard allowed.contains(where: { $0.hasPrefix(key + " ") || $0.hasSuffix(" " + key) }) else {
            throw ScriptError("'\(word.text)' does not apply to gesture \(kind)", at: word.span, hints: hints)
        }
        let value: Option
        var end = word
        switch key {
        case "at", "from", "to":
            let token = try arguments.next("<x>,<y>")
            end = token
            let (x, y) = try point(token)
            value = key == "at" ? .at(x: x, y: y) : key == "from" ? .from(x: x, y: y) : .to(x: x, y: y)
        case "in", "for":
            let duration = try arguments.duration()
            end = Token(text: "", isQuoted: false, span: duration.span)
            if key == "in", duration.value.milliseconds == 0 {
                throw ScriptError("a move takes time: 'in' needs more than 0ms", at: duration.span, hints: hints)
            }
            value = .lasting(word: key, duration.value)
        case "times":
            let count = try countWord(word, unit: "times", singular: "time", in: &arguments)
            end = count.last
            guard (1...maximumTaps).contains(count.value) else {
                throw ScriptError("a tap is made 1 to \(maximumTaps) times, not \(count.value)", at: word.span, hints: hints)
            }
            value = .times(count.value)
        case "with":
            let number = try arguments.next("<n>")
            guard ASCII.isDigits(number.text) else {
                throw ScriptError("'\(number.text)' is not a number of fingers", at: number.span, hints: hints)
            }
            let count = try countWord(number, unit: "fingers", singular: "finger", in: &arguments)
            end = count.last
            guard (1...maximumFingers).contains(count.value) else {
                throw ScriptError("a gesture takes 1 to \(maximumFingers) fingers, not \(count.value)", at: number.span,
                                  hints: hints)
            }
            value = .fingers(count.value)
        case "scale":
            let token = try arguments.next("<factor>")
            end = token
            guard let scale = Double(token.text), scale.isFinite, scale > 0, scale <= 100 else {
                throw ScriptError("'\(token.text)' is not a scale", at: token.span,
                                  hints: ["write a factor above 0 and at most 100, e.g. 2 or 0.5"])
            }
            value = .scale(scale)
        default:
            let token = try arguments.next("<degrees>")
            end = token
            guard let degrees = Double(token.text), degrees.isFinite, abs(degrees) <= 3600 else {
                throw ScriptError("'\(token.text)' is not an angle", at: token.span,
                                  hints: ["write degrees from -3600 to 3600, e.g. 90 or -45"])
            }
            value = .degrees(degrees)
        }
        let span = SourceSpan(location: word.span.location,
                              length: end.span.location.column + end.span.length - word.span.location.column,
                              lineText: word.span.lineText)
        return Located(value, span: span)
    }

    /// `<n> <unit>`: the number in `number` (read already) and the unit word after it.
    private static func countWord(_ number: Token, unit: String, singular: String,
                                  in arguments: inout ArgumentReader) throws(ScriptError) -> (value: Int, last: Token) {
        guard let count = Int(number.text) else {
            throw ScriptError("'\(number.text)' is too large", at: number.span, hints: arguments.usageHints)
        }
        let word = try arguments.next(unit)
        guard word.text == unit || word.text == singular else {
            throw ScriptError("expected '\(unit)' after \(number.text), not '\(word.text)'", at: word.span,
                              hints: arguments.usageHints)
        }
        return (count, word)
    }

    /// `x,y` with finite numbers.
    private static func point(_ token: Token) throws(ScriptError) -> (Double, Double) {
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
              abs(x) <= 100_000, abs(y) <= 100_000 else {
            throw ScriptError("'\(token.text)' is not a point", at: token.span,
                              hints: ["write a point as <x>,<y> in the view's coordinates, e.g. 110,10"])
        }
        return (x, y)
    }

    /// `10`, `10.5`, `-3`: the shortest spelling that parses back to the same number.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        if position.index == 0 { return kinds }
        guard let kind = position.previous.first else { return [] }
        if position.index == 1, kind == "swipe" { return directions }
        let idIndex = kind == "swipe" ? 2 : 1
        let words = (kindOptions[kind] ?? []).compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { optionWords.contains($0) }
        if position.index == idIndex { return context.elements + words }
        return position.previous.last.map { optionWords.contains($0) } == true ? [] : words
    }

    /// What the line asks for, in UIKit's terms.
    var request: GestureRequest {
        var request = GestureRequest(kind: GestureRequest.Kind(rawValue: kind.value) ?? .tap,
                                     direction: direction.flatMap { UISwipeGestureRecognizer.Direction(name: $0.value) })
        for option in options {
            switch option.value {
            case .at(let x, let y): request.point = CGPoint(x: x, y: y)
            case .from(let x, let y): request.start = CGPoint(x: x, y: y)
            case .to(let x, let y): request.end = CGPoint(x: x, y: y)
            case .lasting(_, let duration): request.duration = Double(duration.milliseconds) / 1000
            case .times(let count): request.taps = count
            case .fingers(let count): request.fingers = count
            case .scale(let scale): request.scale = CGFloat(scale)
            case .degrees(let degrees): request.degrees = CGFloat(degrees)
            }
        }
        return request
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let request = self.request
        let span = (element ?? kind).span
        var started: GesturePerformance?
        var changes = try session.userAction(at: span) { window throws(UserInputError) in
            started = try window.beginGesture(request, on: element?.value)
        }
        guard let performance = started else { return StepOutcome(changes: changes) }
        // A duration written moves the clock with the fingers; else the gesture is one instant.
        if request.duration != nil {
            var elapsed = 0
            for time in performance.times {
                let milliseconds = Int((time * 1000).rounded())
                if milliseconds > elapsed {
                    changes += session.advance(by: milliseconds - elapsed)
                    elapsed = milliseconds
                }
                changes += try session.userAction(at: span) { _ in performance.deliver(upTo: time) }
            }
        }
        changes += try session.userAction(at: span) { _ throws(UserInputError) in try performance.finish() }
        return StepOutcome(changes: changes)
    }

    package var description: String {
        (["gesture", kind.value, direction?.value, element?.value].compactMap { $0 } + options.map(\.value.text))
            .joined(separator: " ")
    }
}
