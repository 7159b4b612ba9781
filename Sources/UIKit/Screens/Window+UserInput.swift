import RxCocoa
import RxSwift
import RxsSupport
/// What a person can do to the phone. Each action emits exactly the control events UIKit
/// would, and is refused with a `UserInputError` when the person could not do it: nothing on
/// screen, an alert in the way, a disabled or hidden control, a row that is not there.
extension _Window {
    /// Types `text` as the whole content of a text field or search bar; focus moves there.
    public func type(_ text: String, into id: String) throws(_UserInputError) {
        try type(text, into: id, command: "type")
    }

    /// As `type(_:into:)`; a refusal names `command` (`keys`).
    public func type(_ text: String, into id: String, command: String) throws(_UserInputError) {
        let (screen, input) = try textInput(id, action: command)
        for element in screen._elements where element !== input {
            asTextInput(element)?.resignFirstResponder()
        }
        if let refusal = withSharingScheduler({ input.userEdit(text) }) {
            throw .refused(action: command, id: id, what: "the \(input is UITextView ? "text view" : input is UISearchBar ? "search bar" : "text field")'s delegate",
                           reason: refusal)
        }
    }

    /// Presses return (Search on a search bar) in the field `id`, or the field being edited.
    public func pressReturn(in id: String? = nil) throws(_UserInputError) {
        let input: any TextInput
        if let id {
            input = try textInput(id, action: "return").input
        } else {
            let screen = try screenForInput()
            let inputs = screen._elements.compactMap { asTextInput($0) }
            guard let editing = inputs.first(where: \.isFirstResponder) ?? (inputs.count == 1 ? inputs.first : nil) else {
                throw .noFieldEditing(screen: screen._name)
            }
            input = editing
        }
        if let refusal = input.inputRefusal(action: "return") { throw refusal }
        withSharingScheduler { input.userReturn() }
    }

    public func tap(_ id: String) throws(_UserInputError) {
        let element = try self.element(id)
        if let item = element as? UIBarButtonItem {
            try item.checkReachable(id: id, action: "tap")
            if item.primaryAction == nil, item.menu != nil { throw .opensMenu(id: id) }
            withSharingScheduler {
                item.sendActions(for: .touchUpInside)
                item.primaryAction?.perform(sender: item)
            }
            return
        }
        guard let button = element as? UIButton else {
            throw .wrongKind(id: id, kind: element._elementSnapshot().kind, action: "be tapped")
        }
        if button.showsMenuAsPrimaryAction, button.menu != nil {
            try button.checkReachable(id: id, action: "tap")
            throw .opensMenu(id: id)
        }
        try withSharingScheduler { () throws(_UserInputError) in try button.userTap() }
    }

    /// Pulls the table down to refresh.
    public func pullToRefresh(_ id: String? = nil) throws(_UserInputError) {
        let table = try self.table(id)
        try table.checkReachable(id: table.id, action: "refresh")
        try withSharingScheduler { () throws(_UserInputError) in try table.userPullToRefresh() }
    }

    /// Selects `row` counted over the whole table (or collection), or `row` of `section`.
    public func selectRow(_ row: Int, section: Int? = nil, in id: String? = nil) throws(_UserInputError) {
        if let collection = try collection(id) {
            try collection.checkReachable(id: collection.id, action: "select")
            try withSharingScheduler { () throws(_UserInputError) in try collection.userSelect(row: row, section: section) }
            return
        }
        let table = try self.table(id)
        try table.checkReachable(id: table.id, action: "select")
        try withSharingScheduler { () throws(_UserInputError) in try table.userSelect(row: row, section: section) }
    }

    /// The collection `id` names, or the screen's only list when that is a collection.
    func collection(_ id: String?) throws(_UserInputError) -> UICollectionView? {
        if let id { return try element(id) as? UICollectionView }
        let screen = try screenForInput()
        let lists = screen._elements.filter { $0 is UITableView || $0 is UICollectionView }
        return lists.count == 1 ? lists.first as? UICollectionView : nil
    }

    /// Swipes the row and taps Delete.
    public func deleteRow(_ row: Int, section: Int? = nil, in id: String? = nil) throws(_UserInputError) {
        let table = try self.table(id)
        try table.checkReachable(id: table.id, action: "delete")
        try withSharingScheduler { () throws(_UserInputError) in try table.userDelete(row: row, section: section) }
    }

    /// Taps the navigation bar's back button.
    /// In a presented navigation controller it pops that one's stack; a navigation controller
    /// in the selected tab (or a split view controller's collapsed stack) is popped before the
    /// stack holding the tab bar (split view) controller. A presented layer with nothing to
    /// pop is swiped down, as a person dismisses a sheet (`_Window+SwipeDismiss`).
    public func goBack() throws(_UserInputError) {
        _ = try screenForInput()
        guard let stack = Self.stacks(shownBy: topLayer).first(where: { $0.viewControllers.count > 1 }),
              let top = stack.topViewController else {
            if let layer = presentedControllers.last { return try swipeDown(layer) }
            throw .atRoot
        }
        if top.navigationItemIfMade?.hidesBackButton == true { throw .backButtonHidden(screen: top._name) }
        withSharingScheduler { _ = stack.popViewController() }
    }

    /// Taps an alert button by title, or the first (the only one, usually) when `button` is nil.
    public func dismissAlert(tapping button: String? = nil) throws(_UserInputError) {
        guard let alert = presentedAlert else { throw .noAlert }
        guard let button else {
            dismissAlert(with: alert.actions.first)
            return
        }
        guard let action = alert.actions.first(where: { $0.title == button }) else {
            throw .unknownAlertButton(title: button, buttons: alert.actions.map { $0.title ?? "" })
        }
        guard action.isEnabled else {
            throw .refused(action: "dismiss", id: _JSONWriter.quoted(button), what: "the alert action", reason: .disabled)
        }
        dismissAlert(with: action)
    }

    // MARK: Finding what the person aims at

    /// The navigation stacks `layer` shows, innermost first: the one in a stack's top, a tab
    /// bar controller's selected tab or a split view controller's collapsed stack comes before
    /// the stack holding it.
    static func stacks(shownBy layer: UIViewController?) -> [UINavigationController] {
        if let tabs = layer as? UITabBarController { return stacks(shownBy: tabs.selectedViewController) }
        if let split = layer as? UISplitViewController { return stacks(shownBy: split.shownStack) }
        guard let navigation = layer as? UINavigationController else { return [] }
        return stacks(shownBy: navigation.topViewController) + [navigation]
    }

    func screenForInput() throws(_UserInputError) -> any _Screen {
        guard let screen = topScreen else { throw .noScreen }
        if let alert = presentedAlert { throw .alertShowing(title: alert.title) }
        return screen
    }

    func element(_ id: String) throws(_UserInputError) -> any _ViewElement {
        let screen = try screenForInput()
        guard let element = screen._element(id) else {
            throw .unknownElement(
                id: id, screen: screen._name,
                suggestions: EditDistance.closest(to: id, among: screen._elementIDs), elementIDs: screen._elementIDs
            )
        }
        return element
    }

    private func textInput(_ id: String, action: String) throws(_UserInputError) -> (screen: any _Screen, input: any TextInput) {
        let element = try self.element(id)
        guard let input = asTextInput(element) else {
            throw .wrongKind(id: id, kind: element._elementSnapshot().kind, action: "take text input")
        }
        if let refusal = input.inputRefusal(action: action) { throw refusal }
        return (try screenForInput(), input)
    }

    func table(_ id: String?) throws(_UserInputError) -> UITableView {
        if let id {
            let element = try self.element(id)
            guard let table = element as? UITableView else {
                throw .wrongKind(id: id, kind: element._elementSnapshot().kind, action: "show rows")
            }
            return table
        }
        let screen = try screenForInput()
        let tables = screen._elements.compactMap { $0 as? UITableView }
        guard let table = tables.first else { throw .noTable(screen: screen._name) }
        guard tables.count == 1 else { throw .severalTables(screen: screen._name, ids: tables.map(\.id)) }
        return table
    }
}
