import KeySlideSolver
import Testing

@Suite struct ExpressionTests {
    @Test func operatorsBuildTermsInWrittenOrder() {
        let x = Variable("x")
        let y = Variable("y")
        let expression = x + 2 * y - 10
        #expect(expression.terms == [Term(x, 1), Term(y, 2)])
        #expect(expression.constant == -10)
        let other = 3 - (x - y) * 2 + y / 4
        #expect(other.terms == [Term(x, -2), Term(y, 2), Term(y, 0.25)])
        #expect(other.constant == 3)
        #expect((-x).terms == [Term(x, -1)])
    }

    @Test func reducedMergesRepeatsInOrderOfFirstAppearance() {
        let x = Variable("x")
        let y = Variable("y")
        let reduced = (y + x + y - x + 5).reduced()
        #expect(reduced.terms == [Term(y, 2)])
        #expect(reduced.constant == 5)
    }

    @Test func constraintOperatorsMoveEverythingToTheLeft() {
        let x = Variable("x")
        let y = Variable("y")
        let below = x + 10 <= y
        #expect(below.relation == .lessThanOrEqual)
        #expect(below.expression == Expression([Term(x, 1), Term(y, -1)], constant: 10))
        #expect(below.strength == .required)
        let flipped = 5 <= x
        #expect(flipped.relation == .greaterThanOrEqual)
        #expect(flipped.expression == Expression([Term(x, 1)], constant: -5))
        let equal = x |==| 2 * y
        #expect(equal.relation == .equal)
        #expect(equal.expression == Expression([Term(x, 1), Term(y, -2)]))
        #expect((x >= y).relation == .greaterThanOrEqual)
    }

    @Test func constraintsHaveIdentityNotContent() {
        let x = Variable("x")
        let first = x >= 0
        let second = x >= 0
        #expect(first != second)
        #expect(first == first)
        let weak = first.withStrength(.weak)
        #expect(weak != first && weak.strength == .weak && weak.expression == first.expression)
        #expect(Variable("x") != x)
    }
}

@Suite struct StrengthTests {
    @Test func levelsMatchKiwisolver() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(1, 1, 1, 2).value == 2_002_002)
    }

    @Test func createClampsEachLevelAndClipsBelowRequired() {
        #expect(Strength.create(5000, 0, 0).value == 1_000_000_000)
        #expect(Strength.create(-3, 2, -1).value == 2000)
        #expect(Strength.create(1000, 1000, 1000) == .required)
        let justBelow = Strength.create(1000, 1000, 999)
        #expect(!justBelow.isRequired && justBelow < .required)
        #expect(Strength(5e9) == .required)
        #expect(Strength(-4).value == 0)
        #expect(Strength(.nan).value == 0)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    }
}
