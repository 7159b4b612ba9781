import APIClient

/// Every file this process has read as a script (named on the command line, included under
/// any name), so an output (`--html`, `--junit`, `:html`) checked just before it is written
/// can refuse to replace one of them.
package enum FilesRead {
    /// Kept at most: far above the files of any suite; past it the oldest are forgotten.
    private static let limit = 10_000
    private static let paths = Guarded<[String]>([])

    package static func note(_ path: String) {
        guard path != "-", !path.isEmpty else { return }
        paths.withLock { paths in
            guard !paths.contains(path) else { return }
            if paths.count >= limit { paths.removeFirst(paths.count / 2) }
            paths.append(path)
        }
    }

    package static var all: [String] { paths.withLock { $0 } }
}
