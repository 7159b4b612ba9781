import Foundation
import RxUI
import RxsScript

extension Session {
    /// What tab completion offers now: screens, the current screen's elements, paths (rows of
    /// the visible table included) with their values as a script spells them, and the scripts
    /// `include` could name from `directory`.
    package func completionContext(directory: String = FileManager.default.currentDirectoryPath) -> CompletionContext {
        Self.completionContext(snapshot: snapshot, screens: device.registry.names, scriptFiles: Self.scripts(in: directory))
    }

    /// What completion offers on `snapshot`: the state a session had at some line (`rxs lsp`
    /// keeps one per line of the document).
    nonisolated package static func completionContext(snapshot: Snapshot, screens: [String], scriptFiles: [String]) -> CompletionContext {
        let elements = snapshot.top?.elements ?? []
        var values: [String: String] = [:]
        for path in snapshot.paths(includingRows: true) {
            if let value = try? snapshot.value(at: path) { values[path] = Self.spelling(of: value) }
        }
        let table = elements.first { $0.kind == .table }
        return CompletionContext(
            screens: screens,
            elements: elements.map(\.id),
            textInputs: elements.filter { $0.kind == .textField || $0.kind == .searchBar }.map(\.id),
            buttons: elements.filter { $0.kind == .button }.map(\.id),
            rowCount: table?.rows.count ?? 0,
            alertButtons: snapshot.alert?.buttons ?? [],
            values: values,
            scriptFiles: scriptFiles)
    }

    /// A snapshot value as an `expect` line writes it: text bare when it reads back as the
    /// same text, quoted otherwise.
    nonisolated package static func spelling(of value: SnapshotValue) -> String {
        guard case .string(let text) = value else { return value.description }
        return ScriptQuoting.spelling(of: text)
    }

    /// `.rxs` files under `directory` (up to two folders deep, hidden ones such as `.build` skipped),
    /// relative to it, sorted; at most 200.
    nonisolated package static func scripts(in directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        while let url = walker.nextObject() as? URL, found.count < 200 {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if walker.level >= 3 { walker.skipDescendants() }
                continue
            }
            guard url.pathExtension == "rxs" else { continue }
            let path = url.standardizedFileURL.path
            let prefix = root.standardizedFileURL.path + "/"
            found.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
        return found.sorted()
    }
}
