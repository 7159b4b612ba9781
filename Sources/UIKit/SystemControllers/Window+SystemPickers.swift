/// A person's choice in the system pickers on top: an image in the photo library or camera,
/// files in the Files browser (`pick image`, `pick document`).
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

    /// Whether an image (a document) picker is on top, for a flow's `pick image` (`document`)
    /// whose last word could be a picker row.
    public func showsSystemPicker(_ kind: String) -> Bool {
        kind == "image" ? topLayer is UIImagePickerController : kind == "document" && topLayer is UIDocumentPickerViewController
    }
}
