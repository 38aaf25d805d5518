import Foundation
import Testing

/// A JUnit XML report read back, after checking what CI report readers (Jenkins' JUnit
/// plugin, GitLab's unit test reports) rely on: a `testsuites` root holding one
/// `testsuite`, whose `tests`, `failures`, `errors` and `skipped` counts (the root's too)
/// are those of its `testcase` elements; each test case has a `name`, a `classname` and a
/// `time`, and holds at most one `failure` or `error`, with a `message` and a `type`.
public enum JUnitDocument {
    /// The suite and test cases of the report in the file at `path`.
    public static func read(file path: String) throws -> (suite: XMLNode, cases: [XMLNode]) {
        try checked(XMLNode.parse(file: path))
    }

    /// The suite and test cases of the report `xml`.
    public static func read(_ xml: String) throws -> (suite: XMLNode, cases: [XMLNode]) {
        try checked(XMLNode.parse(Data(xml.utf8)))
    }

    private static func checked(_ root: XMLNode) throws -> (suite: XMLNode, cases: [XMLNode]) {
        #expect(root.name == "testsuites")
        let suites = root.children("testsuite")
        #expect(suites.count == 1 && root.children.count == 1)
        let suite = try #require(suites.first)
        let cases = suite.children("testcase")
        #expect(suite.children.count == cases.count)
        let failures = cases.count { !$0.children("failure").isEmpty }
        let errors = cases.count { !$0.children("error").isEmpty }
        for element in [root, suite] {
            #expect(element.attributes["tests"] == "\(cases.count)")
            #expect(element.attributes["failures"] == "\(failures)")
            #expect(element.attributes["errors"] == "\(errors)")
            #expect(element.attributes["time"].flatMap(Double.init) != nil)
        }
        #expect(suite.attributes["skipped"] == "0")
        #expect(suite.attributes["name"]?.isEmpty == false)
        for test in cases {
            #expect(test.attributes["name"]?.isEmpty == false && test.attributes["classname"]?.isEmpty == false)
            #expect(test.attributes["time"].flatMap(Double.init) != nil)
            #expect(test.children.count <= 1)
            for outcome in test.children {
                #expect(["failure", "error"].contains(outcome.name))
                #expect(outcome.attributes["message"]?.isEmpty == false && outcome.attributes["type"]?.isEmpty == false)
                #expect(outcome.text == outcome.attributes["message"])
            }
        }
        return (suite, cases)
    }
}
