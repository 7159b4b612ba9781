import Foundation

/// What an image picker tells its delegate, as `UIImagePickerControllerDelegate` (both
/// optional). Without `imagePickerControllerDidCancel(_:)` the picker dismisses itself, as
/// UIKit's; after a pick the app dismisses it.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The photo library or camera, as `UIImagePickerController` (a navigation controller, so its
/// `delegate` is a `UINavigationControllerDelegate` that is also a
/// `UIImagePickerControllerDelegate`). Presented, its screen (`imagePicker`) shows the label
/// `source` (`photoLibrary`, `camera`, `savedPhotosAlbum`) and the bar button `cancel`; a
/// flow's `pick image NAME` picks the image `NAME` (the delegate's
/// `didFinishPickingMediaWithInfo` gets it as `.originalImage`, and as `.editedImage` when
/// `allowsEditing`), `tap cancel` cancels. UIKit does not dismiss the picker after a pick: the
/// app does.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of a pick's `info`, as UIKit's.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Every source is there: the phone has a photo library and a camera, which the flow stands for.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image", "public.movie"] }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { true }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { cameraDevice == .rear }

    open var sourceType = SourceType.photoLibrary {
        didSet { sourceLabel.text = Self.name(of: sourceType) }
    }
    open var mediaTypes = ["public.image"]
    open var allowsEditing = false
    open var showsCameraControls = true
    open var cameraDevice = CameraDevice.rear
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var cameraFlashMode = CameraFlashMode.auto
    open var videoQuality = QualityType.typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var cameraOverlayView: UIView?
    open var cameraViewTransform = CGAffineTransform.identity

    /// Kept: a flow's `pick image` stands for the shutter.
    open func takePicture() {}

    let sourceLabel = UILabel(id: "source", text: "photoLibrary")

    public override init(name: String, environment: _Environment) {
        super.init(name: name, environment: environment)
        showLibrary()
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(name: Self.pickerName, environment: Self.currentEnvironment)
        showLibrary()
    }

    /// The picker shows its own screen, not `rootViewController` (UIKit does not support it).
    public override init(rootViewController: UIViewController) {
        super.init(name: Self.pickerName, environment: Self.currentEnvironment)
        showLibrary()
    }

    private static var pickerName: String {
        String(reflecting: Self.self).hasPrefix("UIKit.") ? "imagePicker" : screenName(of: Self.self)
    }

    private func showLibrary() {
        setViewControllers([ImagePickerScreen(picker: self)], animated: false)
    }

    static func name(of source: SourceType) -> String {
        switch source {
        case .photoLibrary: return "photoLibrary"
        case .camera: return "camera"
        case .savedPhotosAlbum: return "savedPhotosAlbum"
        }
    }

    /// The person picked the image `name`: the delegate hears it; the picker stays.
    func userPick(imageNamed name: String) {
        let image = UIImage(name)
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: .zero)
        }
        if sourceType != .camera { info[.imageURL] = URL(fileURLWithPath: "/tmp/\(name).jpeg") }
        (delegate as? any UIImagePickerControllerDelegate)?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The person tapped Cancel: the delegate hears it (and dismisses), or UIKit dismisses.
    func userCancel() {
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}

/// The picker's one screen: its source, and Cancel.
final class ImagePickerScreen: UIViewController {
    weak var picker: UIImagePickerController?

    init(picker: UIImagePickerController) {
        self.picker = picker
        super.init(name: "imagePicker", environment: picker._environment)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let picker else { return }
        title = picker.sourceType == .camera ? "Camera" : "Photos"
        let cancel = UIBarButtonItem(id: "cancel", title: "Cancel")
        cancel.primaryAction = UIAction(title: "Cancel") { [weak picker] _ in picker?.userCancel() }
        navigationItem.rightBarButtonItem = cancel
        view.addSubview(picker.sourceLabel)
    }
}
