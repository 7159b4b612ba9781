import Foundation
/// A segmented control, as `UISegmentedControl`: a user tap on a segment selects it and
/// sends `.valueChanged`. Snapshot: `selected` (index, null for none), `title` (the selected
/// segment's) and `segments` (all titles joined by `|`).
import RxCocoa
import RxSwift

open class UISegmentedControl: UIControl, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list) and no segments.
    public override init(frame: CGRect) {
        titles = []
        super.init(frame: frame)
    }

    /// As UIKit's designated `init(items:)`: a segment for each string or image, in order (an
    /// image's segment has no title here); a subclass can override it.
    public init(items: [Any]?) {
        let items = items ?? []
        titles = items.map { $0 as? String ?? "" }
        super.init(frame: .zero)
        for (segment, item) in items.enumerated() {
            if let image = item as? UIImage { images[segment] = image }
        }
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        titles = []
        super.init(coder: coder)
    }

    /// As UIKit's: the index when nothing is selected.
    public static let noSegment = -1

    private var titles: [String] {
        didSet { noteChange() }
    }
    public var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { noteChange() }
    }

    public convenience init(id: String = "", items: [String] = []) {
        self.init(frame: .zero)
        self.id = id
        titles = items
    }

    public var numberOfSegments: Int { titles.count }
    /// Kept, not shown.
    public var selectedSegmentTintColor: UIColor?

    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title ?? "" }
    }

    /// Segments the app disabled; a tap on one is refused, as UIKit ignores it.
    private var disabledSegments: Set<Int> = []

    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    }

    public func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

    /// Images of segments, accepted and not shown (the snapshot shows titles).
    private var images: [Int: UIImage] = [:]

    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        images[segment] = image
    }

    public func imageForSegment(at segment: Int) -> UIImage? { images[segment] }

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(segment, 0), titles.count))
    }

    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
    }

    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = Self.noSegment
    }

    /// The user's tap on the segment at `index`.
    func userSelect(segment index: Int) throws(_UserInputError) {
        guard titles.indices.contains(index) else {
            throw .rowOutOfRange(id: id, row: index, count: titles.count)
        }
        try checkReachable(id: id, action: "segment")
        guard isEnabledForSegment(at: index) else {
            throw .refused(action: "segment", id: id, what: "segment \(index)", reason: .disabled)
        }
        try userChange("segment") { selectedSegmentIndex = index }
    }

    /// The index of the segment titled `title`, for the `segment` command.
    package func segmentIndex(titled title: String) -> Int? { titles.firstIndex(of: title) }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            let selected = titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
            return _ElementSnapshot(id: id, kind: .segmentedControl, properties: [
                "enabled": .bool(isEnabled), "hidden": .bool(isHidden), "segments": .string(titles.joined(separator: "|")),
                "selected": _SnapshotValue(selected), "title": _SnapshotValue(selected.map { titles[$0] }),
            ])
        }
    }
}

extension Reactive where Base: UISegmentedControl {
    @preconcurrency @MainActor public var selectedSegmentIndex: ControlProperty<Int> { value }

    @preconcurrency @MainActor public var value: ControlProperty<Int> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.selectedSegmentIndex },
                        setter: { $0.selectedSegmentIndex = $1 })
    }

    /// As RxCocoa's `rx.enabledForSegment(at:)`.
    @preconcurrency @MainActor public func enabledForSegment(at index: Int) -> Binder<Bool> {
        Binder(base as UISegmentedControl) { control, enabled in control.setEnabled(enabled, forSegmentAt: index) }
    }

    /// As RxCocoa's `rx.titleForSegment(at:)`.
    @preconcurrency @MainActor public func imageForSegment(at index: Int) -> Binder<UIImage?> {
        Binder(base as UISegmentedControl) { control, image in control.setImage(image, forSegmentAt: index) }
    }

    @preconcurrency @MainActor public func titleForSegment(at index: Int) -> Binder<String?> {
        Binder(base as UISegmentedControl) { control, title in control.setTitle(title, forSegmentAt: index) }
    }
}
