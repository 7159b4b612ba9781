/// What changed between two snapshots, in a stable order: navigation, the visible screen's
/// elements in display order, then alert, HUD, network activity and opened URL.
/// Virtual time is left out: the shell stamps every change with it anyway.
import RxCocoa
import RxSwift

public enum _SnapshotDiff {
    /// More changed rows than this are summarised as `table: N rows changed (…)`.
    public static let rowDetailLimit = 3

    public static func changes(from old: _Snapshot, to new: _Snapshot) -> [_SnapshotChange] {
        // Runs after every instant of a session, so it builds nothing it does not report.
        var changes: [_SnapshotChange] = []
        Self.changes(from: old, to: new, into: &changes)
        return changes
    }

    /// The same changes, in the same order, handed to `changes`: a path of an element that
    /// appears or vanishes whole with its screen as `addWholePath`, which an array spells out
    /// as the change (`(none) → value` or back) and a session records without making one.
    public static func changes<Sink: _SnapshotChangeSink>(from old: _Snapshot, to new: _Snapshot,
                                                          into changes: inout Sink) {
        if !navigationLeavesEqual(old, new) {
            appendChanges(of: _Snapshot.navigationLeaves, from: old, to: new, into: &changes)
        }
        appendScreenChanges(from: baseElements(in: old, for: new), to: topElements(of: new), into: &changes)
        if !overlayLeavesEqual(old, new) { appendOverlayChanges(from: old, to: new, into: &changes) }
    }

    /// `appendChanges(of: _Snapshot.overlayLeaves, …)`, in its order, each group's leaves read
    /// only when the field they read differs: an instant usually moves one of them (the HUD,
    /// the network indicator), and reading all seven of both snapshots cost about 1k.
    private static func appendOverlayChanges<Sink: _SnapshotChangeSink>(from old: _Snapshot, to new: _Snapshot,
                                                                        into changes: inout Sink) {
        if old.alert != new.alert { appendChanges(of: _Snapshot.alertLeaves, from: old, to: new, into: &changes) }
        if old.hudVisible != new.hudVisible { appendChange(of: _Snapshot.hudLeaf, from: old, to: new, into: &changes) }
        if old.networkActivityVisible != new.networkActivityVisible {
            appendChange(of: _Snapshot.activityLeaf, from: old, to: new, into: &changes)
        }
        if old.openedURL != new.openedURL { appendChange(of: _Snapshot.openedLeaf, from: old, to: new, into: &changes) }
    }

    /// Whether the fields every `nav` leaf reads are equal, so no leaf can differ. Most
    /// instants leave the stack alone, and reading each leaf of both snapshots through its
    /// closure as a value was about 1 % of a replayed line.
    static func navigationLeavesEqual(_ old: _Snapshot, _ new: _Snapshot) -> Bool {
        let oldStack = old.visibleScreens
        let newStack = new.visibleScreens
        guard oldStack.count == newStack.count else { return false }
        guard let oldTop = oldStack.last, let newTop = newStack.last else { return true }
        return oldTop.name == newTop.name && oldTop.title == newTop.title
    }

    /// Whether the fields every overlay leaf (alert, HUD, network activity, opened URL) reads
    /// are equal, so no leaf can differ.
    static func overlayLeavesEqual(_ old: _Snapshot, _ new: _Snapshot) -> Bool {
        old.hudVisible == new.hudVisible && old.networkActivityVisible == new.networkActivityVisible
            && old.openedURL == new.openedURL && old.alert == new.alert
    }

    private static func appendChanges<Sink: _SnapshotChangeSink>(
        of leaves: [_Snapshot.CommonLeaf], from old: _Snapshot, to new: _Snapshot, into changes: inout Sink
    ) {
        for leaf in leaves { appendChange(of: leaf, from: old, to: new, into: &changes) }
    }

    private static func appendChange<Sink: _SnapshotChangeSink>(
        of leaf: _Snapshot.CommonLeaf, from old: _Snapshot, to new: _Snapshot, into changes: inout Sink
    ) {
        let before = leaf.read(old)
        let after = leaf.read(new)
        if before != after { changes.add(.value(path: leaf.path, old: before, new: after)) }
    }

    /// The old elements of the screen now on top: the same screen's when its stack kept its
    /// depth, the covered screen's after a pop or a dismissal, none after a push, a
    /// presentation or a new root. Read by index: the screens were copied whole to be compared.
    private static func baseElements(in old: _Snapshot, for new: _Snapshot) -> [_ElementSnapshot] {
        let visible = new.visibleScreens
        guard !visible.isEmpty, let oldStack = old.layer(new.modals.count), visible.count <= oldStack.count else {
            return []
        }
        let top = visible.count - 1
        return oldStack[top].name == visible[top].name ? oldStack[top].elements : []
    }

    /// The visible screen's (`top`'s) elements; none without a screen.
    private static func topElements(of snapshot: _Snapshot) -> [_ElementSnapshot] {
        let visible = snapshot.visibleScreens
        return visible.isEmpty ? [] : visible[visible.count - 1].elements
    }

    /// Each new element against the first old one of its id (`_ScreenSnapshot.element`), then
    /// the old ones whose id is gone. The lists are read in place by index: finding each element
    /// with `old?.element(id)` copied the old screen and the element found. Ids are compared with
    /// `==` (canonically equal text at two lengths is one id), not by length first.
    private static func appendScreenChanges<Sink: _SnapshotChangeSink>(
        from oldElements: [_ElementSnapshot], to newElements: [_ElementSnapshot], into changes: inout Sink
    ) {
        // By index, not `for element in`: that copied each element (its id and two lists
        // retained, then released), and most are equal to their old ones, left at once.
        for index in newElements.indices {
            guard let match = firstIndex(of: newElements[index].id, in: oldElements) else {
                appendElementChanges(from: nil, to: newElements[index], into: &changes)
                continue
            }
            if sameStorage(oldElements, match, newElements, index) || oldElements[match] == newElements[index] {
                continue
            }
            appendElementChanges(from: oldElements[match], to: newElements[index], into: &changes)
        }
        for index in oldElements.indices {
            // Usually the same id at the same place: it is there, whatever else the list holds.
            if index < newElements.count, newElements[index].id == oldElements[index].id { continue }
            let element = oldElements[index]
            if firstIndex(of: element.id, in: newElements) != nil { continue }
            if element.listsCountOnce {
                appendWhole(element, appearing: false, into: &changes)
                continue
            }
            for name in element.propertyNames {
                changes.add(.value(path: "\(element.id).\(name)", old: element.value(of: name), new: nil))
            }
        }
    }

    /// Whether `old[i]` and `new[j]` hold the same bytes in their fields (the id's, the kind's
    /// and both lists' references), so they are equal: a view's kept snapshot is the last
    /// snapshot's element. Read in place; `==` was handed a copy of each (five retains and
    /// five releases). False says nothing: their fields may still be equal.
    private static func sameStorage(_ old: [_ElementSnapshot], _ i: Int, _ new: [_ElementSnapshot], _ j: Int) -> Bool {
        guard let fields = fieldBytes else { return false }
        return old.withUnsafeBytes { old in
            new.withUnsafeBytes { new in
                let stride = MemoryLayout<_ElementSnapshot>.stride
                let first = old.baseAddress.unsafelyUnwrapped + i * stride
                let second = new.baseAddress.unsafelyUnwrapped + j * stride
                for field in fields {
                    var at = field.offset
                    while at + 8 <= field.offset + field.count {
                        guard first.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                            == second.loadUnaligned(fromByteOffset: at, as: UInt64.self) else { return false }
                        at += 8
                    }
                    while at < field.offset + field.count {
                        guard first.load(fromByteOffset: at, as: UInt8.self) == second.load(fromByteOffset: at, as: UInt8.self)
                        else { return false }
                        at += 1
                    }
                }
                return true
            }
        }
    }

    /// Where `_ElementSnapshot`'s fields lie, not the padding between them (never compared);
    /// nil if one were not stored (then no two elements are taken as the same storage). The
    /// four are all its stored properties (`SnapshotDiffFieldTests` fails when one is added).
    static let fieldBytes: [(offset: Int, count: Int)]? = {
        let layout = MemoryLayout<_ElementSnapshot>.self
        guard let id = layout.offset(of: \.id), let kind = layout.offset(of: \.kind),
              let properties = layout.offset(of: \.sortedProperties), let rows = layout.offset(of: \.rows) else { return nil }
        return [(id, MemoryLayout<String>.size), (kind, MemoryLayout<_ElementKind>.size),
                (properties, MemoryLayout<[_ElementSnapshot.Property]>.size), (rows, MemoryLayout<[_RowSnapshot]>.size)]
    }()

    /// The first element of `elements` with id `id`, as `first { $0.id == id }` finds it.
    private static func firstIndex(of id: String, in elements: [_ElementSnapshot]) -> Int? {
        for index in elements.indices where elements[index].id == id { return index }
        return nil
    }

    private static func appendElementChanges<Sink: _SnapshotChangeSink>(
        from old: _ElementSnapshot?, to new: _ElementSnapshot, into changes: inout Sink
    ) {
        if let old, old.kind == new.kind, sameNames(old.sortedProperties, new.sortedProperties) {
            return appendChangedValues(from: old, to: new, into: &changes)
        }
        if old == nil, new.listsCountOnce { return appendWhole(new, appearing: true, into: &changes) }
        let newNames = new.propertyNames
        let names = newNames + (old?.propertyNames ?? []).filter { !newNames.contains($0) }
        for name in names {
            let before = old?.value(of: name)
            let after = new.value(of: name)
            if before != after { changes.add(.value(path: "\(new.id).\(name)", old: before, new: after)) }
            if name == "count" { appendRowChanges(id: new.id, from: old?.rows ?? [], to: new.rows, into: &changes) }
        }
    }

    /// Every path of an element that appears or vanishes (a screen opened or left), in path
    /// order: a table's `count` (and the rows that appear with it), then the stored properties,
    /// read as they are stored rather than looked up by name.
    private static func appendWhole<Sink: _SnapshotChangeSink>(_ element: _ElementSnapshot, appearing: Bool,
                                                               into changes: inout Sink) {
        changes.reserve(element.sortedProperties.count + 2)
        if element.hasRows {
            changes.addWholePath(id: element.id, name: "count", value: .int(element.rows.count), appearing: appearing)
            if appearing { appendRowChanges(id: element.id, from: [], to: element.rows, into: &changes) }
        }
        for property in element.sortedProperties {
            changes.addWholePath(id: element.id, name: property.name, value: property.value, appearing: appearing)
        }
    }

    /// The common case of `appendElementChanges`: the same properties before and after, walked
    /// side by side in path order (a table's `count` and rows first).
    private static func appendChangedValues<Sink: _SnapshotChangeSink>(
        from old: _ElementSnapshot, to new: _ElementSnapshot, into changes: inout Sink
    ) {
        if new.hasRows {
            if old.rows.count != new.rows.count {
                changes.add(.value(path: new.id + ".count", old: .int(old.rows.count), new: .int(new.rows.count)))
            }
            appendRowChanges(id: new.id, from: old.rows, to: new.rows, into: &changes)
        }
        // By index: `zip` copied each property of both (its name and value) to compare them.
        let before = old.sortedProperties
        let after = new.sortedProperties
        for index in after.indices where before[index].value != after[index].value {
            changes.add(.value(path: new.id + "." + after[index].name, old: before[index].value, new: after[index].value))
        }
    }

    /// Whether both lists name the same properties in the same order, read in place (`zip`
    /// copied each property of both, about 50 instructions a property).
    private static func sameNames(_ old: [_ElementSnapshot.Property], _ new: [_ElementSnapshot.Property]) -> Bool {
        guard old.count == new.count else { return false }
        for index in old.indices where old[index].name != new[index].name { return false }
        return true
    }

    /// Rows are compared by trimming the common head and tail; what remains in the middle is
    /// paired up (changed) and the surplus is added or removed. A few changed rows are shown
    /// field by field, many are summarised. Handed to the sink as found: an array of them was
    /// made and walked at every table change.
    static func appendRowChanges<Sink: _SnapshotChangeSink>(id: String, from old: [_RowSnapshot],
                                                            to new: [_RowSnapshot], into changes: inout Sink) {
        // The same storage holds the same rows: a table's kept rows are the last snapshot's
        // while no cell changed, and comparing them one by one was about 100 instructions a row.
        if sameRows(old, new) { return }
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let oldMiddle = old.count - head - tail
        let newMiddle = new.count - head - tail
        let paired = head..<head + min(oldMiddle, newMiddle)
        // Counted up to one past the limit first: only a summary needs the indices' array.
        var changedCount = 0
        for index in paired where old[index] != new[index] {
            changedCount += 1
            if changedCount > rowDetailLimit { break }
        }
        if changedCount > rowDetailLimit {
            changes.add(.rows(id: id, change: .changed, indices: paired.filter { old[$0] != new[$0] }))
        } else if changedCount > 0 {
            for index in paired where old[index] != new[index] {
                appendRowFields(id: id, index: index, from: old[index], to: new[index], into: &changes)
            }
        }
        if newMiddle > paired.count {
            changes.add(.rows(id: id, change: .added, indices: Array(paired.upperBound..<head + newMiddle)))
        }
        if oldMiddle > paired.count {
            changes.add(.rows(id: id, change: .removed, indices: Array(paired.upperBound..<head + oldMiddle)))
        }
    }

    /// The fields of a changed row that differ, named and ordered by `_RowSnapshot.propertyNames`,
    /// each read as it is stored rather than looked up by name.
    private static func appendRowFields<Sink: _SnapshotChangeSink>(id: String, index: Int, from old: _RowSnapshot,
                                                                   to new: _RowSnapshot, into changes: inout Sink) {
        func field(_ name: String, _ before: String?, _ after: String?) {
            guard before != after else { return }
            changes.add(.value(path: id + rowAddress(new, index) + "." + name, old: _SnapshotValue(before),
                               new: _SnapshotValue(after)))
        }
        let names = _RowSnapshot.propertyNames
        field(names[0], old.title, new.title)
        field(names[1], old.subtitle, new.subtitle)
        field(names[2], old.detail, new.detail)
        field(names[3], old.image, new.image)
    }
}

/// Whether both arrays are one buffer (or both empty): then their rows are equal.
private func sameRows(_ old: [_RowSnapshot], _ new: [_RowSnapshot]) -> Bool {
    old.count == new.count && old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { old.baseAddress == $0.baseAddress }
    }
}

/// `[3]`, or `[1][0]` for a row of a table of sections.
private func rowAddress(_ row: _RowSnapshot, _ index: Int) -> String {
    guard let section = row.section, let rowInSection = row.rowInSection else { return "[\(index)]" }
    return "[\(section)][\(rowInSection)]"
}

/// Where the diff hands its changes, in order. An array lists them; a session records the
/// paths of an element that appears or vanishes with its screen without making a change of
/// each (its transcript leaves them out; only `marbles`' timelines keep them).
public protocol _SnapshotChangeSink {
    /// `consuming`: the diff makes each change to hand it over, and a sink that keeps it
    /// then keeps that one instead of a copy.
    mutating func add(_ change: consuming _SnapshotChange)
    /// The path `id.name` of an element that appears (`appearing`: `(none) → value`) or
    /// vanishes (`value → (none)`) whole: the change `.value(path:old:new:)` with `nil` on that
    /// side. The element's paths come one after another, so a sink can find each from `name`
    /// without building the path.
    mutating func addWholePath(id: String, name: String, value: _SnapshotValue, appearing: Bool)
    /// About `count` more changes follow.
    mutating func reserve(_ count: Int)
}

extension Array: _SnapshotChangeSink where Element == _SnapshotChange {
    /// Appends, making room for several at the first: an instant that changes something
    /// usually changes a few things, and growing one at a time copies them again and again.
    public mutating func add(_ change: consuming _SnapshotChange) {
        if capacity == 0 { reserveCapacity(8) }
        append(change)
    }

    public mutating func addWholePath(id: String, name: String, value: _SnapshotValue, appearing: Bool) {
        append(.value(path: id + "." + name, old: appearing ? nil : value, new: appearing ? value : nil))
    }

    public mutating func reserve(_ count: Int) {
        let needed = self.count + count
        if capacity < needed { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}

/// `path: old → new` lines, one per change; empty when nothing changed. Without a previous
/// snapshot everything is new.
public struct _DiffRenderer: _SnapshotRenderer {
    public init() {}

    public func render(_ snapshot: _Snapshot, previous: _Snapshot?) -> String {
        let changes = _SnapshotDiff.changes(from: previous ?? _Snapshot(), to: snapshot)
        return changes.map { "\($0)\n" }.joined()
    }
}
