import Testing

@Test func placeholder_KeySlideSimulationTests() {}
