import Testing

@Test func placeholder_KeySlideUIKitTests() {}
