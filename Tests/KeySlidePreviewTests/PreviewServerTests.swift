import Testing

@testable import KeySlidePreview
