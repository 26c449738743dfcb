extension String {
    /// This string with each UTF-8 byte that `needsEscape` picks written as `escape` appends it,
    /// and the runs of bytes between them copied whole: the one way JSON strings and script text
    /// are escaped. It works on bytes because every character those formats escape is ASCII, and
    /// no byte of a longer character is below 0x80. Appending a character at a time, or going
    /// through Foundation's UTF-16 `replacingOccurrences`, was most of the time of a batch's
    /// gallery page, whose scripts hold whole SVGs.
    public func escapingUTF8(
        where needsEscape: (UInt8) -> Bool, as escape: (_ byte: UInt8, _ into: inout [UInt8]) -> Void
    ) -> String {
        guard utf8.contains(where: needsEscape) else { return self }
        var text = self
        return text.withUTF8 { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + source.count / 8)
            var start = 0
            while let end = source[start...].firstIndex(where: needsEscape) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<end]))
                escape(source[end], &bytes)
                start = end + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
