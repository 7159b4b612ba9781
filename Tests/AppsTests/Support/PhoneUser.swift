import Phone
import Apps
import RxUI
import XCTest

/// A person using a `Device`: each action is followed by the work due now (as the shell runs
/// after every line), waits move the virtual clock, and reads go through the snapshot paths
/// scripts use.
struct PhoneUser {
    let device: Device

    @MainActor init(opening screen: String, device: Device = Device.apps()) throws {
        self.device = device
        try device.open(screen)
    }

    @MainActor func type(_ text: String, into id: String) throws {
        try device.window.type(text, into: id)
        device.scheduler.runDue()
    }

    @MainActor func pressReturn(in id: String) throws {
        try device.window.pressReturn(in: id)
        device.scheduler.runDue()
    }

    @MainActor func tap(_ id: String) throws {
        try device.window.tap(id)
        device.scheduler.runDue()
    }

    @MainActor func select(row: Int) throws {
        try device.window.selectRow(row)
        device.scheduler.runDue()
    }

    @MainActor func pullToRefresh() throws {
        try device.window.pullToRefresh()
        device.scheduler.runDue()
    }

    @MainActor func deleteRow(_ row: Int) throws {
        try device.window.deleteRow(row)
        device.scheduler.runDue()
    }

    @MainActor func goBack() throws {
        try device.window.goBack()
        device.scheduler.runDue()
    }

    @MainActor func dismissAlert(tapping button: String? = nil) throws {
        try device.window.dismissAlert(tapping: button)
        device.scheduler.runDue()
    }

    @MainActor func wait(_ milliseconds: Int) {
        device.scheduler.advanceTo(device.scheduler.clock + milliseconds)
    }

    /// Moves the clock to `time` ms since the device started, running everything due.
    @MainActor func wait(until time: Int) {
        device.scheduler.advanceTo(time)
    }

    /// The value at a snapshot path (`table[0].title`, `alert.visible`, …) now.
    @MainActor func value(_ path: String) throws -> SnapshotValue {
        try device.window.snapshot().value(at: path)
    }

    @MainActor func string(_ path: String) throws -> String? { try value(path).stringValue }
    @MainActor func int(_ path: String) throws -> Int? { try value(path).intValue }
    @MainActor func bool(_ path: String) throws -> Bool? { try value(path).boolValue }

    /// The `title` of every row of `table`.
    @MainActor func rowTitles(of table: String = "table") throws -> [String] {
        let count = try int("\(table).count") ?? 0
        return try (0..<count).map { try string("\(table)[\($0)].title") ?? "" }
    }

    /// What the network log says was requested, as `GET <url> → <outcome>` lines.
    @MainActor var networkLog: [String] { device.network.client.log.entries.map(\.description) }
}
