import Foundation

/// Runs `body` with file descriptor 2 pointed at a temporary file and returns what was written.
func captureStandardError(_ body: () -> Void) -> String {
    let path = NSTemporaryDirectory() + "rxcore-stderr-\(UUID().uuidString)"
    let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    guard file >= 0 else {
        body()
        return ""
    }
    let saved = dup(2)
    dup2(file, 2)
    body()
    dup2(saved, 2)
    close(saved)
    close(file)
    defer { unlink(path) }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
