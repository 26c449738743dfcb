extension Double {
    /// The value printed without a trailing `.0` for whole numbers, for messages and
    /// descriptions meant for people. (SVG numbers have their own formatter in KeySlideSVG.)
    public var shortDescription: String {
        if isFinite, self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
