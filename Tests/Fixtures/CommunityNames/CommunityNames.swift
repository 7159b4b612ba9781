// Names that community Rx libraries declare (RxDataSources' SectionModelType and
// AnimatableSectionModel, a `View` of many a library) and that rxs must never declare
// visibly beside RxCocoa and UIKit: DropInTests imports this module with them.

public protocol SectionModelType {
    associatedtype Item
    var items: [Item] { get }
    init(original: Self, items: [Item])
}

public struct AnimatableSectionModel<Section, Item>: SectionModelType {
    public var model: Section
    public var items: [Item]

    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }

    public init(original: AnimatableSectionModel, items: [Item]) {
        self.model = original.model
        self.items = items
    }
}

public struct View: Equatable {
    public var name: String
    public init(name: String) { self.name = name }
}
