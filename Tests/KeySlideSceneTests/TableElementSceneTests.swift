import KeySlideScene
import Testing

/// A `table` element's mistakes, each named with its place in the file.
@Suite struct TableElementSceneTests {
    @Test func mistakesAreNamedWithTheirPlace() {
        func fails(_ extra: String, sections: Bool = true) -> String {
            failureDescription { () throws(SceneError) in
                _ = try SceneLoader.parse(
                    """
                    view:
                      elements:
                        - type: table
                          id: t
                          frame: [0, 0, 320, 400]
                    \(extra)
                    \(sections ? "      sections: [{rows: [{text: A}]}]" : "")
                    """, fileName: "bad.yaml", knownStrategies: [])
            }
        }
        #expect(fails("", sections: false).contains("missing key 'sections'"))
        #expect(fails("      contentSize: [320, 900]").contains("a table's content size follows its rows"))
        #expect(
            fails("      subviews: [{type: label, id: l, frame: [0, 0, 10, 10]}]").contains("rows make its subviews"))
        #expect(fails("      style: fancy").contains("bad.yaml:6:14"))
        let onView = failureDescription { () throws(SceneError) in
            _ = try SceneLoader.parse(
                """
                view:
                  elements:
                    - {type: view, id: v, frame: [0, 0, 10, 10], sections: []}
                """, fileName: "bad.yaml", knownStrategies: [])
        }
        #expect(onView.contains("only a table has sections"))
    }

}
