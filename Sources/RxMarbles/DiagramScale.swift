/// How many ticks one diagram column stands for, and the time of column 0.
struct DiagramScale {
    let ticksPerColumn: TestTime
    let origin: TestTime

    /// The column a time falls in (rounded down).
    func column(of time: TestTime) -> Int {
        floorDivide(saturatingSubtract(time, origin), ticksPerColumn)
    }

    /// The time column `column` starts at.
    func time(ofColumn column: Int) -> TestTime {
        saturatingAdd(origin, saturatingMultiply(column, ticksPerColumn))
    }

    func isOnColumnStart(_ time: TestTime) -> Bool {
        saturatingSubtract(time, origin) % ticksPerColumn == 0
    }

    /// Scales on which every time sits exactly on a column start: first the largest round
    /// (1, 2, 5, 10, 20, 50…) frame that does, then the largest frame that does.
    static func exact(times: [TestTime], origin: TestTime) -> [DiagramScale] {
        let largest = max(1, times.reduce(0) { greatestCommonDivisor($0, saturatingSubtract($1, origin)) })
        let round = roundNumbers().last { $0 <= largest && largest % $0 == 0 } ?? 1
        let frames = round == largest ? [largest] : [round, largest]
        return frames.map { DiagramScale(ticksPerColumn: $0, origin: origin) }
    }

    /// Coarser and coarser scales of round numbers of ticks per column, starting with the
    /// first that shows `span` ticks in at most `columns` columns; origins on a column start.
    static func compressed(from start: TestTime, span: TestTime, columns: Int) -> [DiagramScale] {
        let minimum = span / max(1, columns - 1)
        return roundNumbers().filter { $0 >= minimum }.map { ticks in
            DiagramScale(ticksPerColumn: ticks, origin: saturatingMultiply(floorDivide(start, ticks), ticks))
        }
    }

    /// 1, 2, 5, 10, 20, 50… up to the largest that fits in an `Int`.
    static func roundNumbers() -> [Int] {
        var numbers: [Int] = []
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] {
                let (number, overflow) = magnitude.multipliedReportingOverflow(by: factor)
                if overflow { return numbers }
                numbers.append(number)
            }
            let (next, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            if overflow { return numbers }
            magnitude = next
        }
    }
}

func floorDivide(_ dividend: Int, _ divisor: Int) -> Int {
    let quotient = dividend / divisor
    return dividend % divisor != 0 && (dividend < 0) != (divisor < 0) ? quotient - 1 : quotient
}

func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
    var (a, b) = (first.magnitude, second.magnitude)
    while b != 0 { (a, b) = (b, a % b) }
    return Int(clamping: a)
}

func saturatingAdd(_ lhs: Int, _ rhs: Int) -> Int {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? (rhs > 0 ? Int.max : Int.min) : sum
}

func saturatingSubtract(_ lhs: Int, _ rhs: Int) -> Int {
    let (difference, overflow) = lhs.subtractingReportingOverflow(rhs)
    return overflow ? (rhs < 0 ? Int.max : Int.min) : difference
}

func saturatingMultiply(_ lhs: Int, _ rhs: Int) -> Int {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? ((lhs < 0) == (rhs < 0) ? Int.max : Int.min) : product
}
