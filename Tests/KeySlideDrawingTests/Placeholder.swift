import Testing

@Test func placeholder_KeySlideDrawingTests() {}
