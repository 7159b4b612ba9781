import Foundation

/// An open document with what the server knows of it and the work under way on it.
struct LSPOpenDocument: Sendable {
    var document: LSPDocument
    /// The script's name for sessions: the path of a `file:` URI, else the URI itself.
    let file: String
    /// Where `include` and its completion look: the document's folder (the current one for
    /// a document not saved to a file).
    let folder: String
    /// The states of the latest walk, for completion and hover.
    var states = LSPLineStates()
    var walkStop: LSPStop?
    var runStop: LSPStop?
    /// From the latest walk: lines that do not parse, unknown screens, controls and paths.
    var walkDiagnostics: [LSPDiagnostic] = []
    /// From the latest run as a test: failed expects, the error that stopped it, `#>` blocks.
    var runDiagnostics: [LSPDiagnostic] = []
    /// The edits made since the run under way started, to move its diagnostics to where
    /// their lines are now; nil once the whole text was replaced.
    var editsSinceRun: [LSPEdit]? = []
    /// A run was asked for with a walk (on open) or just now (on save): the diagnostics are
    /// published once it ends (or after a second), not before with the walk's alone.
    var awaitingRun = false
    /// The latest run that completed, whatever version it ran.
    var lastRun: LSPRunRecord?

    init(document: LSPDocument) {
        self.document = document
        if let path = LSPURI.path(of: document.uri) {
            file = path
            folder = (path as NSString).deletingLastPathComponent
        } else {
            file = document.uri
            folder = FileManager.default.currentDirectoryPath
        }
    }

    /// The latest run, when it ran this very text and no newer run is under way: code actions,
    /// lenses and hints come from it, and from no other (its lines would be off).
    var freshRun: LSPRunRecord? {
        guard runStop == nil, let lastRun, lastRun.version == document.version else { return nil }
        return lastRun
    }

    func stopAll() {
        walkStop?.cancel()
        runStop?.cancel()
    }

    /// The walk's diagnostics, then the run's that do not say the same on the same line.
    var diagnostics: [LSPDiagnostic] {
        let walked = Set(walkDiagnostics.map { "\($0.range.start.line)\n\($0.message)" })
        return walkDiagnostics + runDiagnostics.filter { !walked.contains("\($0.range.start.line)\n\($0.message)") }
    }

    /// Moves the diagnostics through an edit (nil: the whole text was replaced).
    mutating func moveDiagnostics(through edit: LSPEdit?) {
        guard let edit else {
            walkDiagnostics = []
            runDiagnostics = []
            editsSinceRun = nil
            return
        }
        walkDiagnostics = Self.moved(walkDiagnostics, through: edit)
        runDiagnostics = Self.moved(runDiagnostics, through: edit)
        if runStop != nil { editsSinceRun?.append(edit) }
    }

    static func moved(_ diagnostics: [LSPDiagnostic], through edit: LSPEdit) -> [LSPDiagnostic] {
        diagnostics.compactMap { diagnostic in
            edit.moved(diagnostic.range).map { LSPDiagnostic(range: $0, severity: diagnostic.severity, message: diagnostic.message) }
        }
    }
}
