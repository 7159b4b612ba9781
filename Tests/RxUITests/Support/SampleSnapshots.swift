import RxUI

/// Snapshots shaped like the built-in apps' screens, shared by the snapshot tests.
enum SampleSnapshots {
    /// The `search` screen (seed 002) with too short a query: CJK title, placeholder, disabled
    /// button, visible validation message, and an emoji in a label.
    static let search = Snapshot(
        time: 1_250,
        screens: [ScreenSnapshot(name: "search", title: "GitHub リポジトリ検索", elements: [
            .textField(id: "searchField", text: "rx", placeholder: "検索ワード", editing: true),
            .button(id: "searchButton", title: "検索", enabled: false),
            .label(id: "validMessage", text: "3文字以上入力してください", hidden: false),
            .label(id: "hint", text: "🔍 絵文字も幅2: 👍🏽 🇯🇵 ok", hidden: false),
            .label(id: "hidden", text: "never drawn", hidden: true),
        ])]
    )

    static let octocatRows: [RowSnapshot] = [
        "Hello-World", "Spoon-Knife", "git-consortium", "hello-worId", "linguist",
        "octocat.github.io", "test-repo1", "boysenberry-repo-1",
    ].map { (name: String) in RowSnapshot(title: name, subtitle: "https://github.com/octocat/\(name)") }

    /// The `repos` screen with its rows and the "no repositories" alert over them.
    static let reposWithAlert = Snapshot(
        time: 3_700,
        screens: [ScreenSnapshot(name: "repos", title: "Search repos for username", elements: [
            .searchBar(id: "searchBar", text: "octocat"),
            .table(id: "table", rows: octocatRows, selected: 2),
        ])],
        alert: AlertSnapshot(title: ":(", message: "No repositories for this user.", buttons: ["OK"]),
        networkActivityVisible: true
    )

    static func numberedRows(_ count: Int) -> [RowSnapshot] {
        (0..<count).map { RowSnapshot(title: "Row \($0)", subtitle: "https://example.com/\($0)", detail: "★ \($0 * 7)") }
    }

    static func table(rows: [RowSnapshot], name: String = "list") -> Snapshot {
        Snapshot(screens: [ScreenSnapshot(name: name, title: "List", elements: [.table(id: "table", rows: rows)])])
    }
}
