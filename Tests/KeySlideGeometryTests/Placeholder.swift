import Testing

@Test func placeholder_KeySlideGeometryTests() {}
