import CommandTestSupport
import Foundation
import TestSupport
import Testing

@testable import RunReports

/// `simulate --svg FILE`: the picture of a run, read back with an XML parser.
struct SimulatePictureTests {
    /// The picture `simulate --svg` draws of `script`, and what the run printed.
    static func draw(_ script: String, name: String = "picture.touch") throws -> (svg: XMLNode, run: SimulationRun, path: String) {
        let path = try TemporaryFolder.write(script, name: name)
        let run = SimulationRun(["--script", path, "--svg", path + ".svg"])
        return (try XMLNode.parse(file: path + ".svg"), run, path)
    }

    /// The action lines of a run's output (`1.033s    volumeDown …`).
    static func actionLines(_ run: SimulationRun) -> [String] {
        run.output.filter { $0.range(of: #"^\d+\.\d{3}s "#, options: .regularExpression) != nil }
    }

    /// The text of every `text` element.
    static func texts(_ svg: XMLNode) -> [String] { svg.descendants("text").map(\.allText) }

    @Test func theScreenTheFingersAndTheirTimes() throws {
        let (svg, _, _) = try Self.draw(
            """
            screen 800x500
            @0 tap 100 100
            @1000 drag 700 100 700 400
            @2000 down 5 300 300
            """)
        #expect(svg.name == "svg" && svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg.attributes["width"].flatMap(Double.init) != nil && svg.attributes["viewBox"] != nil)
        // The screen at 960 pixels for 800 points: 1.2 pixels a point.
        let screen = try #require(svg.descendants("rect").first { $0.attributes["stroke"] == "#999" })
        #expect(screen.attributes["width"] == "960" && screen.attributes["height"] == "600")
        // The drag's path in the second finger's colour, from (700, 100) to (700, 400).
        let paths = svg.descendants("polyline")
        #expect(paths.count == 1)
        #expect(paths.first?.attributes["stroke"] == ScriptPictureSVG.palette[1])
        let points = paths.first?.attributes["points"]?.split(separator: " ") ?? []
        #expect(points.first == "856,166" && points.last == "856,526")
        let texts = Self.texts(svg)
        #expect(texts.contains("0.000s–0.050s"))  // the tap: landed and lifted in place
        #expect(texts.contains("1.000s") && texts.contains("1.300s"))  // the drag: each end
        // Finger 5, still down at the end, is cancelled: a cross where it was.
        let cross = svg.descendants("path").filter { $0.attributes["stroke"] == ScriptPictureSVG.palette[2] }
        #expect(cross.count == 1 && cross.first?.attributes["d"] == "M370,400L382,412M370,412L382,400")
    }

    @Test func eachActionIsLabelledWhereAndWhenAndAPansStepsAreMarked() throws {
        let (svg, run, _) = try Self.draw(
            """
            @0 tap 200 200
            @1000 drag 900 100 900 400
            @2000 drag 300 600 395 600
            """)
        let texts = Self.texts(svg)
        #expect(texts.contains("toggleControls 0.350s"))
        // Ten volumeDown, one label for the run with its first and last time.
        let volume = Self.actionLines(run).filter { $0.contains("volumeDown") }
        #expect(volume.count == 10)
        #expect(texts.contains("volumeDown ×10 1.033s–1.300s"))
        #expect(texts.contains { $0.hasPrefix("seekPreview ×3 ") } && texts.contains("seekForward 2.300s"))
        // A tick at each of the 10 steps of the vertical pan and the 3 of the horizontal one.
        let ticks = svg.descendants("line").filter { $0.attributes["stroke"] == "#444" }
        #expect(ticks.count == 13)
        let horizontalLines = ticks.filter { $0.attributes["y1"] == $0.attributes["y2"] }
        let vertical: [Double] = horizontalLines.compactMap { $0.attributes["y1"].flatMap(Double.init) }
        // 30 points apart, from 30 points below the touch-down point (0.75 pixels a point).
        let steps: [Double] = (1...10).map { step in 46 + (100 + 30 * Double(step)) * 0.75 }
        #expect(vertical.sorted() == steps)
        // One diamond per action.
        let diamonds = svg.descendants("path").count { $0.attributes["fill"] == "#222" }
        let actions = Self.actionLines(run).count
        #expect(diamonds == actions && actions == 15)
    }

    /// A seek bar's drag is no pan: cancelled, it carries its target's seconds, which
    /// must not be ticked off as a pan's points.
    @Test func aCancelledSeekBarDragHasNoPanSteps() throws {
        let (svg, run, _) = try Self.draw(
            """
            screen 1280x720
            duration 600
            @0 tap 640 360
            @1000 down 1 406 680
            @1100 move 1 874 680
            @1200 cancel
            """)
        #expect(Self.actionLines(run).last?.contains("seekCancel") == true)
        #expect(svg.descendants("line").filter { $0.attributes["stroke"] == "#444" }.isEmpty)
    }

    @Test func failedExpectLinesAreRed() throws {
        let (svg, run, path) = try Self.draw(
            """
            @0 tap 640 360 count=2
            @500 expect paused yes
            @600 expect volume 50
            """)
        #expect(run.status == .expectationFailed)
        let red = svg.descendants("text").filter { $0.attributes["fill"] == ScriptPictureSVG.failureColour }
        #expect(red.map(\.allText).contains("✗ \(path):3: expected volume 50, got 100"))
        #expect(red.map(\.allText).contains("line 3"))
        let dots = svg.descendants("circle").filter { $0.attributes["r"] == "4" }.map { $0.attributes["fill"] }
        #expect(dots == [ScriptPictureSVG.successColour, ScriptPictureSVG.failureColour])
        #expect(svg.descendants("tspan").map(\.allText) == [", 1 failed"])
        #expect(Self.texts(svg).contains("1 of 2 expect lines held"))
    }

    @Test func aHugeScriptGivesABoundedNumberOfLabels() throws {
        let (svg, run, _) = try Self.draw("@0 tap 640 360 count=2000 press=10 gap=400\n")
        #expect(run.output.first?.hasPrefix("0.310s    toggleControls") == true)
        let labels = svg.descendants("text").filter { $0.attributes["class"] == "halo" }
        #expect(labels.count == ScriptPictureSVG.maximumLabels)
        #expect(svg.descendants("circle").count { $0.attributes["r"] == "4.5" } == 2000)
    }

    /// Drawn as scripts/readme-svg.sh draws it: from the repository's root with the
    /// script's relative path, which the title shows; an absolute path would make the
    /// picture's width follow the clone's folder.
    @Test func theReadmesPictureIsTheOneScriptsReadmeSvgDraws() throws {
        let drawn = try TemporaryFolder.write("", name: "readme.svg")
        let run = try TouchmpvRun.finished(
            ["simulate", "--script", "docs/readme-picture.touch", "--svg", drawn], directory: Fixtures.repositoryRoot)
        #expect(run.status == 1, "the script has one expect line that fails on purpose")
        let committed = try String(contentsOfFile: Fixtures.repositoryRoot.path + "/docs/images/readme-script.svg", encoding: .utf8)
        #expect(
            try String(contentsOfFile: drawn, encoding: .utf8) == committed,
            "docs/images/readme-script.svg is not what scripts/readme-svg.sh draws: run it")
    }
}
