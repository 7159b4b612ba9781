import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A small form screen: two fields, a button, a table; counts its loads and live bindings.
private final class FormViewController: ViewController {
    let nameField = TextField(id: "nameField", placeholder: "name")
    let cityField = TextField(id: "cityField")
    let saveButton = Button(id: "saveButton", title: "Save")
    let table = TableView(id: "table")
    private(set) var loads = 0
    private(set) var saves = 0
    private(set) var returns = 0
    private(set) var schedulerDuringLoad: (any ImmediateSchedulerType)?

    init(environment: Environment) {
        super.init(name: "form", environment: environment)
        title = "Form"
    }

    override var elements: [any ViewElement] { [nameField, cityField, saveButton, table] }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        schedulerDuringLoad = SharingScheduler.make()
        saveButton.rx.tap.subscribe(onNext: { [unowned self] in saves += 1 }).disposed(by: disposeBag)
        nameField.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { [unowned self] in returns += 1 })
            .disposed(by: disposeBag)
        Observable.just(["one", "two"]).bind(to: table.rx.items) { tableView, row, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
            cell.textLabel?.text = item
            return cell
        }.disposed(by: disposeBag)
    }
}

/// Notes the sharing scheduler in scope when it is made, when its view loads and when its
/// bindings are disposed (it leaves the window).
private final class ScopeNotingViewController: ViewController {
    private(set) var schedulers: [String: AnyObject] = [:]

    init(environment: Environment) {
        super.init(name: "noting", environment: environment)
        schedulers["init"] = SharingScheduler.make() as AnyObject
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        schedulers["viewDidLoad"] = SharingScheduler.make() as AnyObject
        Disposables.create { [unowned self] in schedulers["dispose"] = SharingScheduler.make() as AnyObject }
            .disposed(by: disposeBag)
    }
}

final class WindowTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))
    private var registry: ScreenRegistry {
        var registry = ScreenRegistry()
        registry.register("form") { FormViewController(environment: $0) }
        registry.register("follow") { FormViewController(environment: $0) }
        return registry
    }

    @MainActor private func openForm() throws -> FormViewController {
        try window.open("form", from: registry)
        return try XCTUnwrap(window.topScreen as? FormViewController)
    }

    private func message(_ action: () throws -> Void) -> String {
        do {
            try action()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testOpenLoadsTheScreenOnceWithTheSessionScheduler() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let form = try openForm()
            XCTAssertEqual(form.loads, 1)
            XCTAssertTrue(form.schedulerDuringLoad as AnyObject === scheduler)
            XCTAssertEqual(window.snapshot().top?.name, "form")
            XCTAssertTrue(form.environment.random === window.environment.random, "one random stream per session")
        }
    }

    func testOpenMakesLoadsAndReplacesScreensWithTheSessionScheduler() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("noting") { ScopeNotingViewController(environment: $0) }
            registry.register("form") { FormViewController(environment: $0) }
            try window.open("noting", from: registry)
            let noting = try XCTUnwrap(window.topScreen as? ScopeNotingViewController)
            try window.open("form", from: registry)
            XCTAssertEqual(noting.schedulers.keys.sorted(), ["dispose", "init", "viewDidLoad"])
            for (step, made) in noting.schedulers { XCTAssertTrue(made === scheduler, "\(step) in the session's scope") }
            XCTAssertTrue(SharingScheduler.make() as AnyObject !== scheduler, "and not after")
        }
    }

    func testUnknownScreenSuggestsOrLists() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(message { try self.window.open("from", from: self.registry) }, #"no screen "from"; did you mean "form"?"#)
            XCTAssertEqual(message { try self.window.open("weather", from: self.registry) }, #"no screen "weather"; screens: form, follow"#)
        }
    }

    func testUserInputFollowsUIKit() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let form = try openForm()
            try window.type("Ann", into: "nameField")
            try window.type("Kyoto", into: "cityField")
            XCTAssertFalse(form.nameField.isFirstResponder, "focus moved to the city field")
            try window.pressReturn()
            XCTAssertEqual(form.returns, 0, "return went to the city field being edited")
            try window.pressReturn(in: "nameField")
            XCTAssertEqual(form.returns, 1)
            try window.tap("saveButton")
            XCTAssertEqual(form.saves, 1)
            try window.selectRow(1)
            XCTAssertEqual(try window.snapshot().value(at: "table.selected"), .int(1))
        }
    }

    func testADelegateDecliningAnEditIsRefusedAndSaid() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            final class Declining: NSObject, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                               replacementString string: String) -> Bool { string.count <= 3 }
            }
            let form = try openForm()
            let delegate = Declining()
            form.nameField.delegate = delegate
            XCTAssertEqual(message { try self.window.type("Annabel", into: "nameField") },
                           "type nameField: the text field's delegate declines the edit (its should-change method returns false)")
            XCTAssertEqual(form.nameField.text, "")
            try window.type("Ann", into: "nameField")
            XCTAssertEqual(form.nameField.text, "Ann")
        }
    }

    func testErrorsNameWhatWasMeant() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            XCTAssertEqual(message { try self.window.tap("saveButton") }, "no screen is open")
            let form = try openForm()
            XCTAssertEqual(message { try self.window.tap("saveButon") }, #"no element "saveButon" on screen "form"; did you mean "saveButton"?"#)
            XCTAssertEqual(message { try self.window.tap("weather") }, #"no element "weather" on screen "form"; elements here: nameField, cityField, saveButton, table"#)
            XCTAssertEqual(message { try self.window.tap("nameField") }, "nameField is a text field: it cannot be tapped")
            XCTAssertEqual(message { try self.window.type("x", into: "saveButton") }, "saveButton is a button: it cannot take text input")
            XCTAssertEqual(message { try self.window.selectRow(2) }, "row 2 is out of range: table has 2 rows (0–1)")
            XCTAssertEqual(message { try self.window.selectRow(0, in: "saveButton") }, "saveButton is a button: it cannot show rows")
            XCTAssertEqual(message { try self.window.pullToRefresh() }, "table has no refresh control: this screen does not pull to refresh")
            XCTAssertEqual(message { try self.window.goBack() }, "already at the root screen: there is nothing to go back to")
            XCTAssertEqual(message { try self.window.pressReturn() }, #"no field is being edited on screen "form"; name one"#)
            XCTAssertEqual(message { try self.window.dismissAlert() }, "no alert is showing")
            form.saveButton.isEnabled = false
            XCTAssertEqual(message { try self.window.tap("saveButton") }, "tap saveButton: the button is disabled")
            XCTAssertEqual(form.saves, 0)
        }
    }

    func testAlertIsModal() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let form = try openForm()
            var dismissedWith: [String] = []
            let alert = Alert(title: ":(", message: "No repositories for this user.")
            alert.addAction(AlertAction(title: "OK") { [unowned self] action in
                XCTAssertNil(window.presentedAlert, "the handler runs after the alert is gone")
                dismissedWith.append(action.title ?? "")
            })
            alert.addAction(AlertAction(title: "Retry", style: .cancel))
            form.present(alert)
            XCTAssertFalse(window.present(Alert(title: "second", message: nil)), "one alert at a time")
            XCTAssertEqual(message { try self.window.tap("saveButton") }, #"an alert is showing (":("): dismiss it first"#)
            XCTAssertEqual(message { try self.window.type("x", into: "nameField") }, #"an alert is showing (":("): dismiss it first"#)
            XCTAssertEqual(message { try self.window.selectRow(0) }, #"an alert is showing (":("): dismiss it first"#)
            XCTAssertEqual(message { try self.window.goBack() }, #"an alert is showing (":("): dismiss it first"#)
            XCTAssertEqual(message { try self.window.dismissAlert(tapping: "Cancel") }, #"the alert has no button "Cancel"; its buttons: "OK", "Retry""#)
            XCTAssertEqual(window.snapshot().alert, AlertSnapshot(title: ":(", message: "No repositories for this user.", buttons: ["OK", "Retry"]))
            try window.dismissAlert()
            XCTAssertEqual(dismissedWith, ["OK"])
            try window.tap("saveButton")
            XCTAssertEqual(form.saves, 1)
        }
    }

    func testPushAndPopLoadAndReleaseScreens() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let form = try openForm()
            let pushed = FormViewController(environment: window.environment)
            form.navigationController?.pushViewController(pushed, animated: true)
            XCTAssertEqual(pushed.loads, 1)
            XCTAssertEqual(window.snapshot().screens.count, 2)
            try window.tap("saveButton")
            XCTAssertEqual(pushed.saves, 1)
            XCTAssertEqual(form.saves, 0, "only the top screen takes input")
            try window.goBack()
            XCTAssertNil(pushed.window)
            pushed.saveButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(pushed.saves, 1, "a popped screen's bindings are disposed")
            form.navigationController?.pushViewController(pushed)
            XCTAssertEqual(pushed.loads, 2, "shown again, it loads again")
        }
    }

    func testSnapshotReadsTheWholeSession() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let form = try openForm()
            scheduler.advanceTo(1_250)
            window.environment.hud.show()
            window.environment.networkActivityIndicator.isVisible = true
            window.environment.opener.open("https://github.com/octocat")
            form.view.endEditing(true)
            let snapshot = window.snapshot()
            XCTAssertEqual(snapshot.time, 1_250)
            XCTAssertTrue(snapshot.hudVisible)
            XCTAssertTrue(snapshot.networkActivityVisible)
            XCTAssertEqual(snapshot.openedURL, "https://github.com/octocat")
            XCTAssertEqual(snapshot.top?.elements.map(\.id), ["nameField", "cityField", "saveButton", "table"])
            XCTAssertEqual(try snapshot.value(at: "nav.title"), .string("Form"))
        }
    }
}
