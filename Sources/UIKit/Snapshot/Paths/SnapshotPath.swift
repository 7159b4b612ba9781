/// A parsed path: `<id>`, `<id>.<property>`, `<id>[<row>].<property>` or, in a table of
/// sections, `<id>[<section>][<row>].<property>`.
import RxCocoa
import RxSwift

public struct _SnapshotPath: Hashable, Sendable {
    public var id: String
    /// Set only by the two-index form.
    public var section: Int?
    public var row: Int?
    public var property: String?

    public init(id: String, section: Int? = nil, row: Int? = nil, property: String? = nil) {
        self.id = id
        self.section = section
        self.row = row
        self.property = property
    }

    public init(parsing text: String) throws(_PathError) {
        let malformed = _PathError.malformed(path: text)
        var rest = Substring(text)
        let idEnd = rest.firstIndex { $0 == "." || $0 == "[" || $0 == "]" } ?? rest.endIndex
        let id = rest[..<idEnd]
        guard !id.isEmpty, !id.contains(where: \.isWhitespace) else { throw malformed }
        rest = rest[idEnd...]
        var indices: [Int] = []
        while rest.first == "[", indices.count < 2 {
            guard let close = rest.firstIndex(of: "]") else { throw malformed }
            let digits = rest[rest.index(after: rest.startIndex)..<close]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                  let index = Int(digits) else { throw malformed }
            indices.append(index)
            rest = rest[rest.index(after: close)...]
        }
        let section = indices.count == 2 ? indices[0] : nil
        let row = indices.last
        var property: String?
        if rest.first == "." {
            let name = rest.dropFirst()
            guard !name.isEmpty, !name.contains(where: { $0 == "[" || $0 == "]" || $0.isWhitespace }) else {
                throw malformed
            }
            property = String(name)
        } else if !rest.isEmpty {
            throw malformed
        }
        self.init(id: String(id), section: section, row: row, property: property)
    }
}

extension _SnapshotPath: CustomStringConvertible {
    public var description: String {
        var text = id
        if let section { text += "[\(section)]" }
        if let row { text += "[\(row)]" }
        if let property { text += "." + property }
        return text
    }
}
