import Foundation

/// An activity a share sheet offers: a system one (`activity` nil) or an app's.
struct ActivityOffer {
    let id: String
    let title: String
    let type: UIActivity.ActivityType?
    let activity: UIActivity?
}

/// Which activities a share sheet offers, in a fixed order (iOS's rows: sharing, then actions):
/// AirDrop, Messages, Mail, the app's share activities; Copy, Save Image (for an image),
/// Add to Reading List (for a web URL), the app's action activities; less
/// `excludedActivityTypes`, and an app's activity only when `canPerform(withActivityItems:)`.
extension UIActivityViewController {
    private static let shareRow: [(id: String, title: String, type: UIActivity.ActivityType)] = [
        ("airDrop", "AirDrop", .airDrop), ("message", "Messages", .message), ("mail", "Mail", .mail),
    ]

    func offeredActivities() -> [ActivityOffer] {
        let excluded = Set(excludedActivityTypes ?? [])
        var actions: [(id: String, title: String, type: UIActivity.ActivityType)] = [("copyToPasteboard", "Copy", .copyToPasteboard)]
        let shown = activityItems.map { ($0 as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
        if shown.contains(where: { $0 is UIImage }) { actions.append(("saveToCameraRoll", "Save Image", .saveToCameraRoll)) }
        if shown.contains(where: { ($0 as? URL)?.scheme?.hasPrefix("http") == true }) {
            actions.append(("addToReadingList", "Add to Reading List", .addToReadingList))
        }
        let resolved = items(for: nil)
        let apps = applicationActivities.filter { activity in
            activity.activityType.map { !excluded.contains($0) } ?? true && activity.canPerform(withActivityItems: resolved)
        }
        func system(_ row: [(id: String, title: String, type: UIActivity.ActivityType)]) -> [ActivityOffer] {
            row.filter { !excluded.contains($0.type) }.map { ActivityOffer(id: $0.id, title: $0.title, type: $0.type, activity: nil) }
        }
        var used = Set(Self.shareRow.map(\.id) + actions.map(\.id) + ["items", "close"])
        func app(_ category: UIActivity.Category) -> [ActivityOffer] {
            apps.filter { type(of: $0).activityCategory == category }.map { activity in
                let id = Self.uniqueID(for: activity, avoiding: &used)
                return ActivityOffer(id: id, title: activity.activityTitle ?? id, type: activity.activityType, activity: activity)
            }
        }
        return system(Self.shareRow) + app(.share) + system(actions) + app(.action)
    }

    /// An app's activity's id: its type's last component (`com.example.openInSafari` →
    /// `openInSafari`), letters and digits only, numbered when taken.
    private static func uniqueID(for activity: UIActivity, avoiding used: inout Set<String>) -> String {
        let last = activity.activityType?.rawValue.split(separator: ".").last.map(String.init) ?? ""
        var base = String(last.filter { $0.isLetter || $0.isNumber })
        if let first = base.first {
            base = first.isNumber ? "activity" + base : first.lowercased() + base.dropFirst()
        } else {
            base = "activity"
        }
        var id = base
        var number = 2
        while used.contains(id) {
            id = base + String(number)
            number += 1
        }
        used.insert(id)
        return id
    }
}
