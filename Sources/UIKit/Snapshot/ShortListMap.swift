/// `items.map(transform)` for the short lists a snapshot is made of (a stack of one or two
/// screens, a screen of one to three elements), made as array literals: the compiler allocates
/// a literal's buffer itself, where `map` reserved room through the standard library's buffer
/// growth (`_createNewBuffer`), about 200 instructions for each of the two arrays of every
/// snapshot. The same elements in the same order; `transform` runs on each in turn, as `map`
/// runs it. Longer lists are mapped.
@inline(__always)
func _mapShortList<Item, Mapped>(_ items: [Item], _ transform: (Item) -> Mapped) -> [Mapped] {
    switch items.count {
    case 0: return []
    case 1: return [transform(items[0])]
    case 2: return [transform(items[0]), transform(items[1])]
    case 3: return [transform(items[0]), transform(items[1]), transform(items[2])]
    default: return items.map(transform)
    }
}
