/// What a controller that does not list its `_elements` shows: its navigation item's bar
/// buttons, its toolbar items when its navigation controller shows the toolbar, then every control in its view hierarchy in the order a person reads it (depth
/// first, subviews in order), a child controller's in its place. Tables and collections are
/// not looked into: their rows are theirs.
///
/// A control without an id is named the first time it is listed: its
/// `accessibilityIdentifier`, else the name of the controller's property holding it
/// (`saveButton`, an outlet's `tableView`), else its kind and a number (`button1`).
extension UIViewController {
    func viewElements() -> [any _ViewElement] {
        var found: [any _ViewElement] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ element: any _ViewElement) {
            if seen.insert(ObjectIdentifier(element)).inserted { found.append(element) }
        }
        if let item = navigationItemIfMade {
            for barItem in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { add(barItem) }
        }
        // The navigation controller's toolbar, when shown, holds the top screen's items.
        if let toolbarItems = settings?.toolbarItems, !toolbarItems.isEmpty,
           navigationController?.isToolbarHidden == false {
            for barItem in toolbarItems where !barItem.isSpace { add(barItem) }
        }
        let root = view ?? UIView()
        // A controller whose `loadView` sets a control as its view (a table) shows that control.
        if let element = root as? any _ViewElement { add(element) }
        if !(root is UITableView || root is UICollectionView) { walk(root, add: add) }
        for child in children where !(child.viewIfLoaded?.isDescendant(of: root) ?? false) {
            child._elements.forEach(add)
        }
        nameUnnamed(found)
        return found
    }

    private func walk(_ view: UIView, add: (any _ViewElement) -> Void) {
        for subview in view.subviews {
            if let root = subview as? ScreenRootView, let owner = root.owner, owner !== self {
                owner._elements.forEach(add)
                continue
            }
            if let element = subview as? any _ViewElement {
                add(element)
                if subview is UITableView || subview is UICollectionView { continue }
            }
            walk(subview, add: add)
        }
    }

    private func nameUnnamed(_ elements: [any _ViewElement]) {
        let unnamed = elements.compactMap { $0 as? UIView }.filter { $0.id.isEmpty }
        guard !unnamed.isEmpty else { return }
        let properties = propertyNames()
        for view in unnamed {
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
                view.id = identifier
            } else if let property = properties[ObjectIdentifier(view)] {
                view.id = property
            } else if let element = view as? any _ViewElement {
                let kind = element._elementSnapshot().kind.rawValue
                let number = (generatedIDs[kind] ?? 0) + 1
                generatedIDs[kind] = number
                view.id = kind + String(number)
            }
        }
    }

    /// The views this controller's stored properties (its subclasses' first) hold, by name.
    private func propertyNames() -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard var label = child.label, let view = child.value as? UIView else { continue }
                if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                while label.hasPrefix("_") { label.removeFirst() }
                guard !label.isEmpty, names[ObjectIdentifier(view)] == nil else { continue }
                names[ObjectIdentifier(view)] = label
            }
            mirror = current.superclassMirror
        }
        return names
    }
}
