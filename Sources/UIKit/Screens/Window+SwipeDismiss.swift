/// A person's swipe down on a presented sheet, as UIKit's interactive dismissal: `back` does
/// it when the top layer is presented and has nothing to pop. UIKit's order: when the sheet is
/// modal in presentation (`isModalInPresentation`) or the delegate's
/// `presentationControllerShouldDismiss` returns false, only
/// `presentationControllerDidAttemptToDismiss`; else `presentationControllerWillDismiss`, the
/// dismissal's appearance calls, then `presentationControllerDidDismiss`. A refused swipe that
/// the delegate did not hear (no `DidAttemptToDismiss` of its own) fails aloud; one it heard
/// shows what the delegate did (a "Discard changes?" alert, say).
extension _Window {
    func swipeDown(_ layer: UIViewController) throws(_UserInputError) {
        let name = topScreen?._name ?? ""
        guard Self.swipesAway(layer.modalPresentationStyle) else {
            throw .notSwipeable(screen: name, style: layer.modalPresentationStyle.name)
        }
        guard let controller = layer.presentationController else { return }
        let delegate = controller.delegate
        let modal = layer.isModalInPresentation || (Self.screens(of: layer).last?.isModalInPresentation ?? false)
        var declined = false
        if !modal {
            withSharingScheduler { declined = delegate?.presentationControllerShouldDismiss(controller) == false }
        }
        if modal || declined {
            controller._attemptWentUnheard = delegate == nil
            withSharingScheduler { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            guard controller._attemptWentUnheard else { return }
            throw modal ? .modalInPresentation(screen: name) : .swipeDeclined(screen: name)
        }
        withSharingScheduler { delegate?.presentationControllerWillDismiss(controller) }
        dismissLayer(layer, animated: true, completion: nil)
        withSharingScheduler { delegate?.presentationControllerDidDismiss(controller) }
        // A swiped-away share sheet tells its handler it was cancelled, as UIKit's.
        if let share = layer as? UIActivityViewController {
            withSharingScheduler { share.finish(with: nil, completed: false) }
        }
    }

    /// A sheet swipes away, as a popover does on a phone (shown as a sheet); a full-screen,
    /// current-context or custom presentation does not.
    static func swipesAway(_ style: UIModalPresentationStyle) -> Bool {
        [.pageSheet, .formSheet, .automatic, .popover].contains(style)
    }
}
