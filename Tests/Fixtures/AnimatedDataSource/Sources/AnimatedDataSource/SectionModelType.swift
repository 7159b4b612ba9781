/// A section of items that can be rebuilt with other items.
public protocol SectionModelType {
    associatedtype Item
    var items: [Item] { get }
    init(original: Self, items: [Item])
}

/// A section the animated data source can diff: it and its items have identities, and items
/// compare equal when they show the same.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType & Equatable {}

/// A section with a model (its header) and items.
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable>:
    AnimatableSectionModelType {
    public typealias Item = ItemType
    public var model: Section
    public var items: [Item]

    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }

    public init(original: AnimatableSectionModel, items: [Item]) {
        self.init(model: original.model, items: items)
    }

    public var identity: Section.Identity { model.identity }
}
