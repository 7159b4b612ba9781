import Foundation

/// A person's use of menus and page view controllers: opening a control's or a row's menu and
/// tapping an item, swiping a page.
extension _Window {
    /// Opens the menu of the button or bar button item `id` (a tap with
    /// `showsMenuAsPrimaryAction`, else a long press) and taps the item `path` names, submenus
    /// first (`["Sort", "By date"]`).
    public func pickMenuItem(_ path: [String], of id: String) throws(_UserInputError) {
        let element = try self.element(id)
        let control: UIControl
        let menu: UIMenu?
        switch element {
        case let button as UIButton: (control, menu) = (button, button.menu)
        case let item as UIBarButtonItem: (control, menu) = (item, item.menu)
        default: throw .wrongKind(id: id, kind: element._elementSnapshot().kind, action: "open a menu")
        }
        try control.checkReachable(id: id, action: "menu")
        guard let menu else { throw .noMenu(id: id, why: "its menu is nil") }
        try withSharingScheduler { () throws(_UserInputError) in
            control.sendActions(for: .menuActionTriggered)
            try menu.pick(path, name: "the menu of \(id)", action: "menu", id: id, sender: control)
        }
    }

    /// Long-presses row `row` (counted over the whole list, or in `section`) of the table or
    /// collection `id` (the screen's only list when nil) and taps the context menu's item `path`.
    public func pickContextMenuItem(_ path: [String], row: Int, section: Int? = nil, in id: String? = nil)
        throws(_UserInputError) {
        if let collection = try collection(id) {
            try collection.checkReachable(id: collection.id, action: "menu")
            let indexPath = try collection.itemPath(row, section: section)
            let configuration = collection.collectionDelegate?.collectionView(
                collection, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
            try pick(path, in: configuration, row: "\(collection.id)[\(row)]",
                     method: "contextMenuConfigurationForItemsAt")
            return
        }
        let table = try self.table(id)
        try table.checkReachable(id: table.id, action: "menu")
        let indexPath = try table.checkRow(row, section: section)
        let configuration = table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: .zero)
        try pick(path, in: configuration, row: "\(table.id)[\(row)]", method: "contextMenuConfigurationForRowAt")
    }

    private func pick(_ path: [String], in configuration: UIContextMenuConfiguration?, row: String,
                      method: String) throws(_UserInputError) {
        try withSharingScheduler { () throws(_UserInputError) in
            guard let menu = configuration?.menu() else {
                throw .noMenu(id: row, why: "the delegate's \(method) returns \(configuration == nil ? "nil" : "no menu")")
            }
            try menu.pick(path, name: "the context menu of \(row)", action: "menu", id: row, sender: nil)
        }
    }

    /// Swipes the visible page view controller to its next (`forward`) or previous page.
    public func turnPage(forward: Bool) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let pages = (screen as? UIViewController).flatMap(Self.pageController(in:)) else {
            throw .noPageViewController(screen: screen._name)
        }
        let turned = withSharingScheduler { pages.userTurn(forward: forward) }
        guard turned else { throw .noPage(screen: screen._name, forward: forward) }
    }

    /// The controller itself when a page view controller, else the first among its children.
    private static func pageController(in controller: UIViewController) -> UIPageViewController? {
        if let pages = controller as? UIPageViewController { return pages }
        for child in controller.children {
            if let pages = pageController(in: child) { return pages }
        }
        return nil
    }
}

extension UICollectionView {
    /// The index path of item `row` counted over the whole collection, or in `section`.
    func itemPath(_ row: Int, section: Int?) throws(_UserInputError) -> IndexPath {
        if isHidden { throw .hidden(id: id) }
        if let section {
            guard (0..<numberOfSections).contains(section) else {
                throw .rowOutOfRange(id: "\(id) sections", row: section, count: numberOfSections)
            }
            guard (0..<numberOfItems(inSection: section)).contains(row) else {
                throw .rowOutOfRange(id: "\(id)[\(section)]", row: row, count: numberOfItems(inSection: section))
            }
            return IndexPath(item: row, section: section)
        }
        var left = row
        var total = 0
        for section in 0..<numberOfSections {
            let count = numberOfItems(inSection: section)
            if left >= 0, left < count { return IndexPath(item: left, section: section) }
            left -= count
            total += count
        }
        throw .rowOutOfRange(id: id, row: row, count: total)
    }
}
