import RxsScript
import RxsSupport

/// git, as rxs runs it (`rxs adopt` on its mirror repository, `rxs new --from` to list a
/// repository's tags): found on PATH once, each call bounded in time and output
/// (`GitLimits`), and isolated from what the user's environment and configuration would
/// change about it.
struct Git {
    let executable: String
    let environment: [String: String]
    /// The bare repository every command acts on; nil for commands that name their own
    /// (`ls-remote URL`).
    let repository: String?
    let limits: GitLimits

    /// Local commands on a small repository take well under a second; this only stops a hang.
    static let localTimeLimit = Duration.seconds(120)
    /// Cloning rxs from a URL.
    static let networkTimeLimit = Duration.seconds(300)

    /// git on `environment`'s PATH, or the error that says it is missing and `needs` why
    /// (`rxs adopt needs git on PATH to make the mirror repository`).
    init(repository: String?, environment: [String: String], limits: GitLimits, needs: String) throws(UsageError) {
        guard let executable = ChildProcess.find("git", environment: environment) else {
            throw UsageError("git is missing: \(needs)")
        }
        self.executable = executable
        self.repository = repository
        self.limits = limits
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

    /// A user's configuration must not sign (and so prompt for a key), rewrite line ends,
    /// hook into what adopt commits, or let a URL run a command (`ext::`). `-C /`: the
    /// caller's folder may be gone, and every path given is absolute.
    private static let settings = [
        "-C", "/", "-c", "commit.gpgSign=false", "-c", "tag.gpgSign=false", "-c", "core.autocrlf=false", "-c", "core.hooksPath=/dev/null",
        "-c", "user.name=rxs", "-c", "user.email=rxs@localhost", "-c", "safe.directory=*", "-c", "protocol.ext.allow=never",
    ]

    /// `git [--git-dir=REPOSITORY] arguments…`'s standard output without its final line break;
    /// a failure, a time-out or too much output is an error naming the command and what went wrong.
    @discardableResult
    func run(_ arguments: [String], workTree: String? = nil, timeLimit: Duration = localTimeLimit) throws(UsageError) -> String {
        let location = (repository.map { ["--git-dir=" + $0] } ?? []) + (workTree.map { ["--work-tree=" + $0] } ?? [])
        let command = "git \(arguments.first ?? "")"
        let place = repository.map { " (repository \($0))" } ?? ""
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(executable, Self.settings + location + arguments, environment: environment,
                                          limits: limits.child(timeLimit))
        } catch {
            switch error {
            case .cannotStart(let reason): throw UsageError("cannot run \(executable): \(reason)")
            case .timedOut(let limit):
                throw UsageError("\(command) did not finish in \(ChildProcess.spelled(limit)) and was stopped\(place)")
            case .outputTooLarge(let limit):
                throw UsageError("\(command) printed more than \(ChildProcess.spelled(bytes: limit)) and was stopped\(place)")
            }
        }
        guard result.status == 0 else {
            var said = result.stderr.split(separator: "\n").prefix(5).joined(separator: "; ")
            // A message, not a log: a remote's endless line is cut.
            if said.count > 500 { said = said.prefix(500) + "…" }
            throw UsageError("\(command) failed (exit \(result.status))\(repository.map { " for \($0)" } ?? ""): \(said)")
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
