import Testing

@Test func placeholder_KeySlideRenderTests() {}
