import RxsSupport
/// A seeded generator of hostile input lines for rxs: grammar-aware mutations of real script
/// lines (huge, negative and odd numbers and durations, odd paths and regexes, long texts,
/// unbalanced quotes), random bytes, invalid UTF-8, NUL, long lines, includes that recurse,
/// and `:save` and `:html` to odd paths. The same seed gives the same lines. `rxfuzz` and the test suite
/// drive the interpreter with them (`FuzzDriver`).
struct HostileLines {
    /// Lines mutations start from: the command lines of `scripts/*.rxs`, and a built-in set.
    var corpus: [String]
    /// The longest text a line may carry (a few lines get this long).
    var longest: Int
    private var random: SplitMix64

    /// Marks where `FuzzDriver` starts a fresh session; a comment, so rxs ignores it.
    static let newSession = "# rxfuzz: new session"

    /// Files `include` lines name, made by `FuzzDriver.makeIncludeFiles`.
    static let includeNames = ["self.rxs", "ping.rxs", "pong.rxs", "chain0.rxs", "missing.rxs", "folder",
                                      "bad.rxs", "../outside.rxs", "/dev/null", "/", "lib.inc", "hard.rxs",
                                      "/proc/self/mem", String(repeating: "a/", count: 3_000) + "x.rxs"]

    init(seed: UInt64, corpus: [String] = [], longest: Int = 100_000) {
        random = SplitMix64(seed: seed)
        self.corpus = (corpus + Self.builtIn).filter { !$0.isEmpty }
        self.longest = longest
    }

    /// The next line as bytes (it may not be valid UTF-8; it holds no line break).
    mutating func next() -> [UInt8] {
        let roll = random.below(100)
        var line: [UInt8]
        switch roll {
        case 0..<55: line = Array(mutated(pick(corpus)).utf8)
        case 55..<65: line = Array(pick(corpus).utf8)
        case 65..<72: line = Array(generatedCommand().utf8)
        case 72..<77: line = randomBytes(count: random.below(80))
        case 77..<82: line = Array(mutated(pick(corpus)).utf8) + randomBytes(count: 1 + random.below(8))
        case 82..<85: line = Array(includeLine().utf8)
        case 85..<87: line = Array(hostileServiceLine().utf8)
        case 87..<89:
            let roll = random.below(6)
            line = Array((roll < 2 ? saveLine() : roll == 2 ? htmlLine() : generatedCommand()).utf8)
        case 89..<94: line = Array(regexLine().utf8)
        case 94..<97: line = Array(timeLine().utf8)
        default: line = Array(longLine().utf8)
        }
        // Line breaks would split the line; each is made another odd byte.
        return line.map { $0 == 0x0A || $0 == 0x0D ? 0x00 : $0 }
    }

    /// `count` lines, with a fresh session every 50 to 400 lines.
    mutating func lines(_ count: Int) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var untilNewSession = 0
        while lines.count < count {
            if untilNewSession == 0 {
                lines.append(Array(Self.newSession.utf8))
                untilNewSession = 50 + random.below(350)
                continue
            }
            untilNewSession -= 1
            lines.append(next())
        }
        return lines
    }

    // MARK: Mutations

    private mutating func mutated(_ line: String) -> String {
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for _ in 0...random.below(3) {
            guard !words.isEmpty else { words = [hostileValue()]; continue }
            let index = random.below(words.count)
            switch random.below(10) {
            case 0: words[index] = hostileValue()
            case 1: words[index] = hostileNumber()
            case 2: words[index] = hostileDuration()
            case 3: words.remove(at: index)
            case 4: words.insert(words[index], at: index)
            case 5: words.append(hostileValue())
            case 6: words[index] = hostilePath()
            case 7: words[index] = String(words[index].shuffledPrefix(using: &random))
            case 8: words[index] = "\"" + words[index]
            default: words.swapAt(index, random.below(words.count))
            }
        }
        return words.joined(separator: random.below(10) == 0 ? "  \t " : " ")
    }

    private mutating func generatedCommand() -> String {
        let element = pick(["searchBar", "searchField", "searchButton", "table", "alert", "web", "hud", "nav", "x",
                            hostileValue()])
        switch random.below(16) {
        case 0: return "open " + pick(["repos", "venues", "feed", "search", "follow", "entry", "results", hostileValue()])
        case 1: return "type \(element) \(quoted(hostileText()))"
        case 2: return "keys \(element) \(quoted(hostileText(limit: 40))) every \(hostileDuration())"
        case 3: return "tap \(element)"
        case 4: return "select \(hostileNumber())"
        case 5: return "delete \(hostileNumber())"
        case 6: return "wait \(hostileDuration())"
        case 7: return "net latency \(hostileDuration())"
        case 8: return "net fail next \(pick(["404", "500", "timeout", "offline", "malformed", hostileNumber()]))"
        case 9: return "expect \(hostilePath()) \(pick(["==", "!=", "<", ">=", "contains", "matches"])) \(quoted(hostileValue()))"
        case 10: return "set \(pick(["seed", "settle-timeout", "autosettle"])) \(pick([hostileNumber(), hostileDuration(), "on", "off"]))"
        case 11: return "marbles \(hostilePath()) \(hostilePath())"
        case 12: return "show \(element)"
        case 13: return pick(["settle", "state", "refresh", "back", "dismiss", "return", "net log", "help", "help :save"])
        case 14: return "dismiss \(quoted(hostileValue()))"
        default: return "help \(hostileValue())"
        }
    }

    /// The repos screen asking the misbehaving service (`HostileCassettes`), or a search typed
    /// long enough to pass the longest URL, on a throttled screen whose requests never answer.
    private mutating func hostileServiceLine() -> String {
        switch random.below(5) {
        case 0: return "open repos"
        case 1: return "type searchBar " + pick(HostileCassettes.users)
        case 2: return "keys searchBar " + String(repeating: "k", count: random.below(3_000)) + " every 100ms"
        case 3: return pick(["net latency 1440000m", "net log", "wait 1s", "show", "state", "settle"])
        default: return "expect table[0].title != \"\(HostileCassettes.token)\""
        }
    }

    private mutating func includeLine() -> String {
        "include " + pick(Self.includeNames + [hostileValue(), "chain\(random.below(30)).rxs"])
    }

    /// `:save` to paths only below the driver's folder (`FuzzDriver` prefixes it).
    private mutating func saveLine() -> String {
        ":save " + pick([".", "./", "", "/", "sub/", "no/such/folder/x.rxs", "a\u{0}b.rxs", "fifo", "link.rxs",
                         "dangling.rxs", "folder", "saved.rxs", "../up.rxs", String(repeating: "n", count: 300),
                         String(repeating: "d/", count: 3_000), "~", hostileValue()])
    }

    /// `:html` to odd paths below the driver's folder: folders, a FIFO, links (one to a
    /// script, which is refused), a script, quoted and broken names, two words, long names.
    private mutating func htmlLine() -> String {
        ":html " + pick([".", "./", "", "/", "sub/", "no/such/folder/x.html", "a\u{0}b.html", "fifo", "link.rxs",
                         "dangling.rxs", "folder", "saved.rxs", "page.html", "lib.inc", "hard.rxs", "\"quoted name.html\"", "\"broken.html",
                         "two words.html", "page.html # a comment", "\"\"", String(repeating: "n", count: 300) + ".html",
                         String(repeating: "d/", count: 3_000), "~", "~/home.html", hostileValue()])
    }

    private mutating func regexLine() -> String {
        let pattern = pick(["(.*)*x", "(a|a)*b", "((a+)+)+b", "(a|aa)*c", "^(a?){25}a{25}$", "(", ")", "[", "\\",
                            "a{99999}", "((a{1000}){1000}){1000}", "(x+x+)+y", ".{5000}z", "[[:nope:]]", "\\1",
                            "(?i)a", "a**", "^*", "[z-a]", String(repeating: "(", count: 500), hostileValue()])
        return "expect \(hostilePath()) matches \(quoted(pattern))"
    }

    private mutating func timeLine() -> String {
        pick(["wait 1440000m", "wait 9223372036854775807ms", "wait 153722868m", "net latency 1440000m",
              "keys searchField abcdefgh every 1440000m", "set settle-timeout 1440000m", "settle", "wait 1m"])
    }

    private mutating func longLine() -> String {
        let count = random.below(10) == 0 ? longest : random.below(max(1, longest / 20))
        switch random.below(4) {
        case 0: return "type searchBar " + quoted(String(repeating: pick(["a", "é", "日", "\\\"", " "]), count: count))
        case 1: return String(repeating: pick(["x", "wait ", "\"", "#", "[", "."]), count: count)
        case 2: return "expect nav.title == " + String(repeating: "9", count: min(count, 5_000))
        default: return "show " + String(repeating: "a.", count: count / 2)
        }
    }

    // MARK: Values

    private mutating func hostileValue() -> String {
        switch random.below(8) {
        case 0: return hostileNumber()
        case 1: return hostileDuration()
        case 2: return hostilePath()
        case 3: return hostileText()
        case 4: return String(decoding: randomBytes(count: 1 + random.below(12)), as: UTF8.self)
        case 5: return pick(["\"", "\"\"", "\"\\", "\\\"", "#", "#>", "~", "-", "--", "", " ", "\u{0}", "\u{FEFF}", "\u{202E}"])
        case 6: return pick(["true", "false", "null", "nan", "inf", "-inf", "1e308", "-1e308", "0x10", "1_000"])
        default: return pick(["repos", "search", "table", "searchBar", "every", "next", "latency", "on", "off"])
        }
    }

    private mutating func hostileNumber() -> String {
        pick(["0", "-1", "-0", "1", "7", "29", "30", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
              "18446744073709551615", "18446744073709551616", "99999999999999999999999999", "1e17", "1.5", "00", "+3",
              "0599", "100", "99", "600", "NaN", String(repeating: "9", count: 400)])
    }

    private mutating func hostileDuration() -> String {
        pick(["0ms", "1ms", "100ms", "0.5s", "1m", "1440000m", "1440001m", "86400000s", "153722868m",
              "9223372036854775807ms", "-1s", "1.5ms", "0.0001s", "1e3ms", "5", "1h", "ms", ".5s",
              String(repeating: "9", count: 200) + "ms", "0." + String(repeating: "0", count: 300) + "1s"])
    }

    private mutating func hostilePath() -> String {
        pick(["table[0].title", "table[-1].title", "table[99999999999999999999].title", "table[9223372036854775807]",
              "table.count", "nav.depth", "nav.title", "alert.message", "searchBar.text", "a.b.c.d.e", "table[]",
              "table[0][1]", "table[", "]", ".", "..", "x.", ".x", "table[0].", "state", hostileText(limit: 10)])
    }

    private mutating func hostileText(limit: Int = 200) -> String {
        let pieces = ["a", "octocat", "rxswift", "日本語", "é", "👩‍👩‍👧", "\u{301}", "\\", "\\\"", "\"", " ", "\t",
                      "\u{0}", "\u{7F}", "\u{FFFD}", "%00", "${HOME}", "../", "client_secret=x"]
        var text = ""
        for _ in 0..<random.below(min(limit, 12) + 1) { text += pick(pieces) }
        return text
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingBackslashesAndQuotes() + "\""
    }

    private mutating func randomBytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in
            // Mostly printable ASCII, with invalid UTF-8, NUL and control bytes mixed in.
            random.below(4) == 0 ? UInt8(truncatingIfNeeded: random.next()) : UInt8(0x20 + random.below(0x5F))
        }
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[random.below(items.count)]
    }

    /// Command lines rxs knows, for when no scripts are given.
    static let builtIn = [
        "open repos", "keys searchBar octocat every 100ms", "type searchBar octocat", "wait 500ms", "settle",
        "expect table.count == 8", "expect table[3].title == \"Hello-World\"", "select 2", "back", "open search",
        "type searchField rxswift", "tap searchButton", "return searchField", "open follow", "delete 3", "refresh",
        "open feed", "open venues", "dismiss", "net fail next 500", "net latency 1s", "net log", "show", "state",
        "marbles table.count searchBar.text", "set autosettle on", "set seed 42", "help expect", "include self.rxs",
    ]
}

extension String {
    fileprivate func replacingBackslashesAndQuotes() -> String {
        var out = ""
        for character in self {
            if character == "\\" || character == "\"" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A prefix of the shuffled characters: a mangled word.
    fileprivate func shuffledPrefix(using random: inout SplitMix64) -> Substring {
        let shuffled = String(self.shuffled(using: &random))
        return shuffled.prefix(random.below(shuffled.count + 1))
    }
}
