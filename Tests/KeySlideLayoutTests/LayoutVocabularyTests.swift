import KeySlideLayout
import Testing

@Suite struct LayoutVocabularyTests {
    @Test func prioritiesOutsideOneToAThousandAreRefused() {
        #expect(LayoutPriority(rawValue: 0) == nil)
        #expect(LayoutPriority(rawValue: 1001) == nil)
        #expect(LayoutPriority(rawValue: 1000)?.isRequired == true)
        #expect(LayoutPriority.high.isRequired == false)
    }

    @Test func aConstraintWithASecondItemDefaultsToTheSameAttribute() {
        let constraint = LayoutConstraint(.view(1), .width, .equal, .view(0), multiplier: 0.5)
        #expect(constraint.secondAttribute == .width)
        #expect(LayoutConstraint(.view(1), .height, .greaterThanOrEqual, constant: 44).secondAttribute == nil)
    }
}
