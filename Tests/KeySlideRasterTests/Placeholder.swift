import Testing

@Test func placeholder_KeySlideRasterTests() {}
