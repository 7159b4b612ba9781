import Foundation

extension UIViewController {
    /// As UIKit's: a bar button titled Edit whose tap toggles `setEditing(_:animated:)`, titled
    /// Done (in the done style) while the controller is editing. A flow taps it by its id,
    /// `editButtonItem`.
    public var editButtonItem: UIBarButtonItem {
        if let item = settingsMade.editButtonItem { return item }
        let item = UIBarButtonItem(id: "editButtonItem", title: nil, style: .plain)
        item.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }, for: .touchUpInside)
        settingsMade.editButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// Titles the edit button, when made, for `isEditing`.
    func updateEditButtonItem() {
        guard let item = settings?.editButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}
