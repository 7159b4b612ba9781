import APIClient
import RxUI

/// Who the screen suggests: one page of users, arranged so that the first `shownCount` are
/// on screen and the rest wait to take the place of a dismissed one.
struct Suggestions {
    static let shownCount = 10

    /// Shown users first, then the rest; never the same user twice.
    private(set) var users: [GitHubUser]

    static let none = Suggestions(users: [])

    private init(users: [GitHubUser]) {
        self.users = users
    }

    /// The page without repeated users, with `shownCount` of them picked at random to show
    /// (as the original "who to follow" picked random users of the page).
    init(page: [GitHubUser], random: SeededRandomSource) {
        var seen = Set<Int>()
        var users = page.filter { seen.insert($0.id).inserted }
        for position in 0..<min(Self.shownCount, users.count) {
            users.swapAt(position, random.int(in: position..<users.count))
        }
        self.init(users: users)
    }

    var shown: ArraySlice<GitHubUser> { users.prefix(Self.shownCount) }

    /// Dismisses the user in `row`: a random user from the rest takes the row and the dismissed
    /// one joins the rest. With nobody left in the rest the row goes away.
    mutating func dismiss(row: Int, random: SeededRandomSource) {
        guard shown.indices.contains(row) else { return }
        if users.count > Self.shownCount {
            users.swapAt(row, random.int(in: Self.shownCount..<users.count))
        } else {
            users.remove(at: row)
        }
    }
}
