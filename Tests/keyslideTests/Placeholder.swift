import Testing

@Test func placeholder_keyslideTests() {}
