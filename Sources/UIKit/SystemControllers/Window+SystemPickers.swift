/// A person's choice in the system pickers on top: an image in the photo library or camera,
/// files in the Files browser, a colour (`pick image`, `pick document`, `pick color`).
extension _Window {
    /// Picks the image `name` in the image picker on top; its delegate hears it.
    public func pickImage(named name: String) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let picker = topLayer as? UIImagePickerController else {
            throw .noSystemPicker(kind: "image", screen: screen._name)
        }
        withSharingScheduler { picker.userPick(imageNamed: name) }
    }

    /// Picks the files at `paths` in the document picker on top: it dismisses itself and its
    /// delegate hears their URLs.
    public func pickDocuments(_ paths: [String]) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let picker = topLayer as? UIDocumentPickerViewController else {
            throw .noSystemPicker(kind: "document", screen: screen._name)
        }
        guard paths.count == 1 || picker.allowsMultipleSelection else { throw .oneDocumentOnly(count: paths.count) }
        withSharingScheduler { _ = picker.userPick(paths: paths) }
    }

    /// Selects the colour `name` (a name or `#RRGGBB`) in the colour picker on top.
    public func pickColor(named name: String) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let picker = topLayer as? UIColorPickerViewController else {
            throw .noSystemPicker(kind: "color", screen: screen._name)
        }
        withSharingScheduler { picker.userPick(colorNamed: name) }
    }

    /// Whether an image (a document, a colour) picker is on top, for a flow's `pick image` (`document`)
    /// whose last word could be a picker row.
    public func showsSystemPicker(_ kind: String) -> Bool {
        switch kind {
        case "image": return topLayer is UIImagePickerController
        case "document": return topLayer is UIDocumentPickerViewController
        case "color": return topLayer is UIColorPickerViewController
        default: return false
        }
    }
}
