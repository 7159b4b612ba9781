import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A TAP version 13 stream checked line by line: version, plan, consecutively numbered test
/// points with optional YAML diagnostic blocks, and comments. Anything else throws.
struct TAPDocument {
    struct Point {
        var ok: Bool
        var number: Int
        var description: String
        /// `key: value` lines of the diagnostic block.
        var yaml: [String: String] = [:]
        /// Literal block scalars (`key: |`) with their indentation removed.
        var blocks: [String: String] = [:]
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    var plan = 0
    var points: [Point] = []
    var comments: [String] = []

    init(lines: [String]) throws {
        guard lines.first == "TAP version 13" else { throw Malformed(description: "no version line") }
        guard lines.count > 1, lines[1].hasPrefix("1.."), let count = Int(lines[1].dropFirst(3)) else {
            throw Malformed(description: "no plan on line 2")
        }
        plan = count
        var index = 2
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("#") {
                comments.append(line)
                continue
            }
            let ok = line.hasPrefix("ok ")
            guard ok || line.hasPrefix("not ok ") else { throw Malformed(description: "unexpected line '\(line)'") }
            let rest = line.dropFirst(ok ? 3 : 7)
            let parts = rest.split(separator: " - ", maxSplits: 1)
            guard let number = parts.first.flatMap({ Int($0) }), number == points.count + 1 else {
                throw Malformed(description: "test point out of order: '\(line)'")
            }
            var point = Point(ok: ok, number: number, description: parts.count > 1 ? String(parts[1]) : "")
            if index < lines.count, lines[index] == "  ---" {
                index += 1
                var blockKey: String?
                var blockLines: [String] = []
                while index < lines.count, lines[index] != "  ..." {
                    let yamlLine = lines[index]
                    index += 1
                    if let key = blockKey, yamlLine.isEmpty || yamlLine.hasPrefix("    ") {
                        blockLines.append(String(yamlLine.dropFirst(4)))
                        point.blocks[key] = blockLines.joined(separator: "\n")
                        continue
                    }
                    blockKey = nil
                    guard yamlLine.hasPrefix("  "), let colon = yamlLine.firstIndex(of: ":") else {
                        throw Malformed(description: "bad YAML line '\(yamlLine)'")
                    }
                    let key = yamlLine.dropFirst(2)[..<colon].trimmingCharacters(in: .whitespaces)
                    let value = yamlLine[yamlLine.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    if value == "|" {
                        blockKey = key
                        blockLines = []
                    } else {
                        point.yaml[key] = value
                    }
                }
                guard index < lines.count else { throw Malformed(description: "YAML block not closed") }
                index += 1
            }
            points.append(point)
        }
        guard points.count == plan else { throw Malformed(description: "plan \(plan), \(points.count) test points") }
    }
}

/// An XML document read with FoundationXML's parser into a plain tree.
struct JUnitDocument {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    struct Malformed: Error {
        var underlying: Error?
    }

    let root: Element

    init(xml: String) throws {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else { throw Malformed(underlying: parser.parserError) }
        self.root = root
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Element?
        var open: [Element] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = Element(name: elementName, attributes: attributes)
            if let parent = open.last { parent.children.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let element = open.last, element.children.isEmpty else { return }
            element.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            open.last?.text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}
