/// A person's pick in an open menu: the items as the menu shows them (inline groups in place,
/// deferred items as given, hidden ones left out), followed along a path of titles.
extension UIMenu {
    /// The items shown, each with the menu holding it (an inline group's items are its own).
    func shownItems() -> [(item: UIMenuElement, parent: UIMenu)] {
        children.flatMap { child -> [(item: UIMenuElement, parent: UIMenu)] in
            if let group = child as? UIMenu, group.options.contains(.displayInline) { return group.shownItems() }
            if let deferred = child as? UIDeferredMenuElement {
                return UIMenu(options: options, children: deferred.resolve()).shownItems().map { ($0.item, self) }
            }
            if let action = child as? UIAction, action.attributes.contains(.hidden) { return [] }
            return [(child, self)]
        }
    }

    /// The titles of the hidden actions, inline groups' included.
    private var hiddenTitles: [String] {
        children.flatMap { child -> [String] in
            if let group = child as? UIMenu, group.options.contains(.displayInline) { return group.hiddenTitles }
            guard let action = child as? UIAction, action.attributes.contains(.hidden) else { return [] }
            return [action.title]
        }
    }

    /// The titles shown, a submenu's with " >" after it.
    var shownTitles: [String] {
        shownItems().map { ($0.item is UIMenu) ? $0.item.title + " >" : $0.item.title }
    }

    /// Follows `path` (titles, submenus first) to an action a person can tap, and taps it:
    /// a single-selection menu's pick becomes its only item on. `name` says whose menu this is
    /// in refusals (`the menu of sortButton`); `action` and `id` are the command's.
    func pick(_ path: [String], name: String, action command: String, id: String, sender: Any?) throws(_UserInputError) {
        var menu = self
        var menuName = name
        for (depth, title) in path.enumerated() {
            let items = menu.shownItems()
            guard let (item, parent) = items.first(where: { $0.item.title == title }) else {
                if menu.hiddenTitles.contains(title) {
                    throw .refused(action: command, id: id, what: "the menu item \(_JSONWriter.quoted(title))", reason: .hidden)
                }
                throw .unknownTitle(id: menuName, title: title, titles: menu.shownTitles)
            }
            let isLast = depth == path.count - 1
            if let submenu = item as? UIMenu {
                guard !isLast else {
                    throw .submenuPicked(title: title, titles: submenu.shownTitles)
                }
                menu = submenu
                menuName = "the submenu \(_JSONWriter.quoted(title))"
                continue
            }
            guard isLast else { throw .notASubmenu(title: title) }
            guard let picked = item as? UIAction else { throw .notASubmenu(title: title) }
            guard !picked.attributes.contains(.disabled) else {
                throw .refused(action: command, id: id, what: "the menu item \(_JSONWriter.quoted(title))", reason: .disabled)
            }
            if parent.options.contains(.singleSelection) {
                for case (let other as UIAction, _) in parent.shownItems() { other.state = other === picked ? .on : .off }
            }
            picked.perform(sender: sender)
        }
    }
}
