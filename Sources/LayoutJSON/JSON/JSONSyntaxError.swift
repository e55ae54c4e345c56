/// Malformed JSON: what is wrong and where. `DocumentDecoder` turns it into an `InputError`.
struct JSONSyntaxError: Error, Sendable {
    var message: String
    var position: SourcePosition
}
