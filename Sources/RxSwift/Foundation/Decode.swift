import Foundation

/// A decoder of `Decodable` values from `Data`, as `JSONDecoder` and `PropertyListDecoder` are.
public protocol DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element into `type`; a decoding error ends the sequence with that error.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
