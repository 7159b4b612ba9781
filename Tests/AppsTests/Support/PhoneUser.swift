import Phone
import Apps
import RxUI
import XCTest

/// A person using a `Device`: each action is followed by the work due now (as the shell runs
/// after every line), waits move the virtual clock, and reads go through the snapshot paths
/// scripts use.
struct PhoneUser {
    let device: Device

    init(opening screen: String, device: Device = Device.apps()) throws {
        self.device = device
        try device.open(screen)
    }

    func type(_ text: String, into id: String) throws {
        try device.window.type(text, into: id)
        device.scheduler.runDue()
    }

    func pressReturn(in id: String) throws {
        try device.window.pressReturn(in: id)
        device.scheduler.runDue()
    }

    func tap(_ id: String) throws {
        try device.window.tap(id)
        device.scheduler.runDue()
    }

    func select(row: Int) throws {
        try device.window.selectRow(row)
        device.scheduler.runDue()
    }

    func pullToRefresh() throws {
        try device.window.pullToRefresh()
        device.scheduler.runDue()
    }

    func deleteRow(_ row: Int) throws {
        try device.window.deleteRow(row)
        device.scheduler.runDue()
    }

    func goBack() throws {
        try device.window.goBack()
        device.scheduler.runDue()
    }

    func dismissAlert(tapping button: String? = nil) throws {
        try device.window.dismissAlert(tapping: button)
        device.scheduler.runDue()
    }

    func wait(_ milliseconds: Int) {
        device.scheduler.advanceTo(device.scheduler.clock + milliseconds)
    }

    /// Moves the clock to `time` ms since the device started, running everything due.
    func wait(until time: Int) {
        device.scheduler.advanceTo(time)
    }

    /// The value at a snapshot path (`table[0].title`, `alert.visible`, …) now.
    func value(_ path: String) throws -> SnapshotValue {
        try device.window.snapshot().value(at: path)
    }

    func string(_ path: String) throws -> String? { try value(path).stringValue }
    func int(_ path: String) throws -> Int? { try value(path).intValue }
    func bool(_ path: String) throws -> Bool? { try value(path).boolValue }

    /// The `title` of every row of `table`.
    func rowTitles(of table: String = "table") throws -> [String] {
        let count = try int("\(table).count") ?? 0
        return try (0..<count).map { try string("\(table)[\($0)].title") ?? "" }
    }

    /// What the network log says was requested, as `GET <url> → <outcome>` lines.
    var networkLog: [String] { device.network.client.log.entries.map(\.description) }
}
