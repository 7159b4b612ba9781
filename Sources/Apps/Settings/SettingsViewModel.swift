import Foundation
import RxSwift
import RxUI

/// The settings form's logic, RxCocoa style: Drivers in, Drivers and Signals out. The
/// summary combines four sources; saving is a Signal (taps) reading the latest Driver values.
struct SettingsViewModel {
    struct Input {
        let notifications: Driver<Bool>
        let volume: Driver<Float>
        let fontSize: Driver<Double>
        let theme: Driver<Int>
        let reminder: Driver<Date>
        let name: Driver<String>
        let saveTaps: Signal<Void>
    }

    static let themes = ["Light", "Dark", "Auto"]
    static let languages = ["English", "日本語", "Français"]
    static let tips = ["Tip: tap outside a field to close the keyboard", "Tip: swipe the status away",
                       "Tip: long-press the avatar"]

    /// One line: notifications, volume in percent, font size, theme.
    let summary: Driver<String>
    /// The reminder day as the form shows it.
    let reminder: Driver<String>
    /// Saving needs a name.
    let canSave: Driver<Bool>
    /// The volume slider only matters with notifications on.
    let volumeEnabled: Driver<Bool>
    /// "Saved for <name>: <summary>" on each tap.
    let saved: Signal<String>
    /// The settings listed by section, for the table.
    let sections: Driver<[SettingsSection]>

    init(input: Input) {
        summary = Driver.combineLatest(input.notifications, input.volume, input.fontSize, input.theme) {
            notifications, volume, fontSize, theme in
            let themeName = SettingsViewModel.themes.indices.contains(theme) ? SettingsViewModel.themes[theme] : "?"
            return "\(notifications ? "on" : "off"), \(Int((volume * 100).rounded()))%, \(Int(fontSize))pt, \(themeName)"
        }
        reminder = input.reminder.map { SettingsViewModel.day($0) }
        canSave = input.name.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.distinctUntilChanged()
        volumeEnabled = input.notifications
        saved = input.saveTaps
            .withLatestFrom(Driver.combineLatest(input.name, summary))
            .map { name, summary in "Saved for \(name): \(summary)" }
        sections = Driver.combineLatest(summary, reminder, input.name) { summary, reminder, name in
            [SettingsSection(header: "Summary", items: summary.components(separatedBy: ", ")),
             SettingsSection(header: "Reminder", items: [reminder]),
             SettingsSection(header: "Profile", items: name.isEmpty ? [] : [name])]
        }
    }

    /// `2026-12-24`, in UTC as the date picker shows it.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

/// A section of the settings table: a header and its rows' titles.
struct SettingsSection: Equatable {
    let header: String
    let items: [String]
}
