import Foundation
import FoundationXML

/// An XML document read with Foundation's parser (libxml2): for tests of what touchmpv
/// writes as XML (the JUnit report, the SVG picture) to read it as an XML reader does, not
/// as text. A document that is not well-formed throws.
public struct XMLNode: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLNode]
    /// The text directly inside the element.
    public var text: String

    /// The root element of `data`.
    public static func parse(_ data: Data) throws -> XMLNode {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw XMLReadError(reason: parser.parserError.map { "\($0)" } ?? "no root element", line: parser.lineNumber)
        }
        return root
    }

    /// The root element of the file at `path`.
    public static func parse(file path: String) throws -> XMLNode {
        try parse(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The direct children named `name`.
    public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// Every element below this one (depth first) named `name`.
    public func descendants(_ name: String) -> [XMLNode] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
    }

    /// All text inside, this element's and its descendants'.
    public var allText: String { text + children.map(\.allText).joined() }
}

/// Why a document could not be read.
public struct XMLReadError: Error, CustomStringConvertible {
    public var reason: String
    public var line: Int
    public var description: String { "not well-formed XML at line \(line): \(reason)" }
}

/// Builds the tree as the parser walks the document.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLNode?
    private var open: [XMLNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        open.append(XMLNode(name: elementName, attributes: attributes, children: [], text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = open.popLast() else { return }
        if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
    }
}
