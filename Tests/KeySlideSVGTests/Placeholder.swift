import Testing

@Test func placeholder_KeySlideSVGTests() {}
