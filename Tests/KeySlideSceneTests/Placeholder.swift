import Testing

@Test func placeholder_KeySlideSceneTests() {}
