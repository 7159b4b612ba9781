/// Why a simulated user action was refused. The descriptions say what happened and what to
/// do, as a person looking at the phone would understand it.
import RxCocoa
import RxSwift

public enum _UserInputError: Error, Hashable, Sendable {
    case noScreen
    /// A modal alert covers the screen.
    case alertShowing(title: String?)
    case noAlert
    case unknownAlertButton(title: String, buttons: [String])
    case unknownElement(id: String, screen: String, suggestions: [String], elementIDs: [String])
    /// The element exists but cannot do this (`action` reads "take text input", "be tapped").
    case wrongKind(id: String, kind: _ElementKind, action: String)
    case disabled(id: String, action: String)
    case hidden(id: String)
    /// The person could not do `action` (the command's word: `tap`, `type`) to the view `id`
    /// for `reason`; `what` names the view that is the cause (`the button`, `its superview`).
    case refused(action: String, id: String, what: String, reason: Refusal)
    case noTable(screen: String)
    case severalTables(screen: String, ids: [String])
    case rowOutOfRange(id: String, row: Int, count: Int)
    case noRefreshControl(id: String)
    case alreadyRefreshing(id: String)
    case atRoot
    /// The visible screen's `navigationItem.hidesBackButton` is set.
    case backButtonHidden(screen: String)
    /// `back` on a presented screen that is not a sheet: a swipe does not dismiss it.
    case notSwipeable(screen: String, style: String)
    /// `back` on a sheet that is modal in presentation, its delegate not hearing the attempt.
    case modalInPresentation(screen: String)
    /// `back` on a sheet whose delegate's `presentationControllerShouldDismiss` returns false.
    case swipeDeclined(screen: String)
    case noFieldEditing(screen: String)
    /// No enabled recognizer of the gesture is attached there.
    case noGesture(name: String, target: String)
    case noScrollView(screen: String)
    case noTabBar(screen: String)
    /// No segment or tab of `id` has this title.
    case unknownTitle(id: String, title: String, titles: [String])
    /// A tap on `id` opens its menu (a button's `showsMenuAsPrimaryAction`, a bar button
    /// item's menu without a primary action).
    case opensMenu(id: String)
    /// `id` (a control, a row) has no menu to open, for the reason `why`.
    case noMenu(id: String, why: String)
    /// A menu path goes on past the action `title`.
    case notASubmenu(title: String)
    /// A menu path ends at the submenu `title`, whose items are `titles`.
    case submenuPicked(title: String, titles: [String])
    case noPageViewController(screen: String)
    /// The data source has no page after (`forward`) or before the shown one.
    case noPage(screen: String, forward: Bool)
    /// No system picker of `kind` (`image`, `document`) is on top of the visible layers.
    case noSystemPicker(kind: String, screen: String)
    /// A document picker without `allowsMultipleSelection` was given `count` files.
    case oneDocumentOnly(count: Int)
}

extension _UserInputError {
    /// Why iOS would not deliver the person's touch or typing.
    public enum Refusal: Hashable, Sendable {
        case disabled, hidden, transparent, noUserInteraction, notEditable
        /// A delegate's `should…` method answered false.
        case tabSelectionDeclined
        /// A text field's or text view's delegate declined to begin editing or the edit.
        case beginEditingDeclined, editDeclined
        /// A row's trailing swipe actions have none a full swipe performs.
        case noFullSwipeAction

        var phrase: String {
            switch self {
            case .disabled: return "is disabled"
            case .hidden: return "is hidden"
            case .transparent: return "is transparent (alpha below 0.01)"
            case .noUserInteraction: return "does not take user interaction"
            case .notEditable: return "is not editable"
            case .tabSelectionDeclined: return "declines it (tabBarController(_:shouldSelect:) returns false)"
            case .beginEditingDeclined: return "declines it (its should-begin-editing method returns false)"
            case .editDeclined: return "declines the edit (its should-change method returns false)"
            case .noFullSwipeAction:
                return "has no action a full swipe performs (its trailing swipe actions are empty or performsFirstActionWithFullSwipe is false)"
            }
        }
    }
}

extension _UserInputError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noScreen:
            return "no screen is open"
        case .alertShowing(let title):
            let name = title.map { " (\(_JSONWriter.quoted($0)))" } ?? ""
            return "an alert is showing\(name): dismiss it first"
        case .noAlert:
            return "no alert is showing"
        case .unknownAlertButton(let title, let buttons):
            return "the alert has no button \(_JSONWriter.quoted(title)); its buttons: "
                + buttons.map(_JSONWriter.quoted).joined(separator: ", ")
        case .unknownElement(let id, let screen, let suggestions, let elementIDs):
            let head = "no element \(_JSONWriter.quoted(id)) on screen \(_JSONWriter.quoted(screen))"
            if !suggestions.isEmpty {
                return head + "; did you mean \(_PathError.list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
            }
            return elementIDs.isEmpty ? head + "; it has no elements" : head + "; elements here: " + elementIDs.joined(separator: ", ")
        case .wrongKind(let id, let kind, let action):
            return "\(id) is \(kind.article): it cannot \(action)"
        case .disabled(let id, let action):
            return "\(id) is disabled: the \(action) is ignored"
        case .hidden(let id):
            return "\(id) is hidden: it cannot be used"
        case .refused(let action, let id, let what, let reason):
            return "\(action) \(id): \(what) \(reason.phrase)"
        case .noTable(let screen):
            return "screen \(_JSONWriter.quoted(screen)) has no table"
        case .severalTables(let screen, let ids):
            return "screen \(_JSONWriter.quoted(screen)) has several tables (\(ids.joined(separator: ", "))): name one"
        case .rowOutOfRange(let id, let row, let count):
            return _PathError.rowOutOfRange(path: "", id: id, row: row, count: count).description
        case .noRefreshControl(let id):
            return "\(id) has no refresh control: this screen does not pull to refresh"
        case .alreadyRefreshing(let id):
            return "\(id) is already refreshing"
        case .atRoot:
            return "already at the root screen: there is nothing to go back to"
        case .backButtonHidden(let screen):
            return "screen \(_JSONWriter.quoted(screen)) hides its back button (navigationItem.hidesBackButton): there is nothing to tap"
        case .notSwipeable(let screen, let style):
            return "screen \(_JSONWriter.quoted(screen)) is presented \(style == "fullScreen" ? "full screen" : style), "
                + "not as a sheet: a swipe does not dismiss it"
        case .modalInPresentation(let screen):
            return "screen \(_JSONWriter.quoted(screen)) is modal in presentation (isModalInPresentation): a swipe does not dismiss it"
        case .swipeDeclined(let screen):
            return "screen \(_JSONWriter.quoted(screen)) stays: presentationControllerShouldDismiss returns false"
        case .noFieldEditing(let screen):
            return "no field is being edited on screen \(_JSONWriter.quoted(screen)); name one"
        case .noGesture(let name, let target):
            return "\(target) recognizes no \(name) gesture"
        case .unknownTitle(let id, let title, let titles):
            return "\(id) has no \(_JSONWriter.quoted(title)); its titles: " + titles.map(_JSONWriter.quoted).joined(separator: ", ")
        case .noTabBar(let screen):
            return "screen \(_JSONWriter.quoted(screen)) has no tab bar"
        case .noScrollView(let screen):
            return "screen \(_JSONWriter.quoted(screen)) has no scroll view; name one"
        case .opensMenu(let id):
            return "a tap on \(id) opens its menu: pick an item with menu \(id) \"Title\""
        case .noMenu(let id, let why):
            return "\(id) has no menu: \(why)"
        case .notASubmenu(let title):
            return "\(_JSONWriter.quoted(title)) is a menu item, not a submenu: nothing opens past it"
        case .submenuPicked(let title, let titles):
            return "\(_JSONWriter.quoted(title)) opens a submenu: name an item of it (\"\(title) > …\"); its titles: "
                + titles.map(_JSONWriter.quoted).joined(separator: ", ")
        case .noPageViewController(let screen):
            return "screen \(_JSONWriter.quoted(screen)) shows no page view controller"
        case .noPage(let screen, let forward):
            return "screen \(_JSONWriter.quoted(screen)) has no \(forward ? "next" : "previous") page: its data source returns nil"
        case .noSystemPicker(let kind, let screen):
            return "no \(kind) picker is showing: screen \(_JSONWriter.quoted(screen)) is on top"
        case .oneDocumentOnly(let count):
            return "the document picker takes one document (allowsMultipleSelection is false), not \(count)"
        }
    }
}
