import Testing

@Test func placeholder_KeySlideEasingTests() {}
