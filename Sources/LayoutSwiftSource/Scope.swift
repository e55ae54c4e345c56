/// The variables visible where the interpreter is: a chain of frames, innermost first. Frames are classes so
/// that closures see later assignments, as Swift's captures do.
final class Scope {
    private var variables: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope? = nil) {
        self.parent = parent
    }

    func declare(_ name: String, _ value: Value) {
        variables[name] = value
    }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let frame = s {
            if let v = frame.variables[name] { return v }
            s = frame.parent
        }
        return nil
    }

    /// Assigns an existing variable; false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let frame = s {
            if frame.variables[name] != nil {
                frame.variables[name] = value
                return true
            }
            s = frame.parent
        }
        return false
    }

    /// Every name visible, for did-you-mean.
    var names: [String] {
        var result: [String] = []
        var s: Scope? = self
        while let frame = s {
            result += frame.variables.keys.sorted()
            s = frame.parent
        }
        return result
    }
}
