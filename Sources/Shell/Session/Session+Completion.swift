import RxUI

extension Session {
    /// What tab completion offers now: screens, the current screen's elements, paths and values.
    public func completionContext() -> CompletionContext {
        let snapshot = self.snapshot
        let elements = snapshot.screens.last?.elements ?? []
        var values: [String: String] = [:]
        for path in snapshot.paths(includingRows: false) {
            if let value = try? snapshot.value(at: path) { values[path] = value.description }
        }
        let table = elements.first { $0.kind == .table }
        return CompletionContext(
            screens: device.registry.names,
            elements: elements.map(\.id),
            textInputs: elements.filter { $0.kind == .textField || $0.kind == .searchBar }.map(\.id),
            buttons: elements.filter { $0.kind == .button }.map(\.id),
            rowCount: table?.rows.count ?? 0,
            alertButtons: snapshot.alert?.buttons ?? [],
            values: values)
    }
}
