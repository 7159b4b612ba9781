import RxsScript

/// git, as `rxs adopt` runs it on the mirror repository: found on PATH once, each call with
/// a time limit, and isolated from what the user's environment and configuration would
/// change about it.
struct Git {
    let executable: String
    let environment: [String: String]
    /// The bare repository every command acts on.
    let repository: String

    /// Local commands on a small repository take well under a second; this only stops a hang.
    static let localTimeLimit = 120
    /// Cloning rxs from a URL.
    static let networkTimeLimit = 300

    /// git on `environment`'s PATH, or the error that says it is missing.
    init(repository: String, environment: [String: String]) throws(UsageError) {
        guard let executable = ChildProcess.find("git", environment: environment) else {
            throw UsageError("git is missing: rxs adopt needs git on PATH to make the mirror repository")
        }
        self.executable = executable
        self.repository = repository
        // A variable that moves git's repository, index or work tree (set in a git hook, for
        // one) would send these commands elsewhere; a prompt for a password would wait for ever.
        var environment = environment.filter { !Self.redirecting.contains($0.key) }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        self.environment = environment
    }

    private static let redirecting: Set<String> = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
        "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX", "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM",
    ]

    /// A user's configuration must not sign (and so prompt for a key), rewrite line ends or
    /// hook into what adopt commits. `-C /`: the caller's folder may be gone, and every path
    /// given is absolute.
    private static let settings = [
        "-C", "/", "-c", "commit.gpgSign=false", "-c", "tag.gpgSign=false", "-c", "core.autocrlf=false", "-c", "core.hooksPath=/dev/null",
        "-c", "user.name=rxs", "-c", "user.email=rxs@localhost", "-c", "safe.directory=*",
    ]

    /// `git --git-dir=REPOSITORY arguments…`'s standard output without its final line break;
    /// a failure is an error naming the command and what git said.
    @discardableResult
    func run(_ arguments: [String], workTree: String? = nil, timeLimit: Int = localTimeLimit) throws(UsageError) -> String {
        let location = ["--git-dir=" + repository] + (workTree.map { ["--work-tree=" + $0] } ?? [])
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(executable, Self.settings + location + arguments, environment: environment,
                                          timeLimit: timeLimit)
        } catch {
            switch error {
            case .cannotStart(let reason): throw UsageError("cannot run \(executable): \(reason)")
            case .timedOut(let seconds):
                throw UsageError("git \(arguments.first ?? "") did not finish in \(seconds) s and was stopped (repository \(repository))")
            }
        }
        guard result.status == 0 else {
            let said = result.stderr.split(separator: "\n").prefix(5).joined(separator: "; ")
            throw UsageError("git \(arguments.first ?? "") failed (exit \(result.status)) for \(repository): \(said)")
        }
        var output = result.stdout
        while output.hasSuffix("\n") { output.removeLast() }
        return output
    }

    /// Whether `git arguments…` succeeds (exit 0): for questions such as "does this object exist".
    func succeeds(_ arguments: [String]) -> Bool {
        do { try run(arguments) } catch { return false }
        return true
    }
}
