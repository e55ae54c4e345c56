import Foundation

/// What a laid-out subtree sends up (docs/semantics.md §10.2): per key, absent (not listed) or present with a
/// value. Combined by `combine`: present values in the children's order, the first as the seed, `reduce` called
/// once per further value; absent children skipped (shared/spec/preferences.md §1.2, Rule C).
public struct PreferenceOutputs: Sendable {
    public private(set) var entries: [(key: PreferenceKeySpec, value: PreferenceValue)] = []

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    public subscript(key: PreferenceKeySpec) -> PreferenceValue? {
        entries.first { $0.key.name == key.name }?.value
    }

    /// Sets (replaces) the value for `key`.
    public mutating func set(_ key: PreferenceKeySpec, _ value: PreferenceValue) {
        if let i = entries.firstIndex(where: { $0.key.name == key.name }) { entries[i].value = value } else {
            entries.append((key, value))
        }
    }

    /// `parts` folded in order, key by key.
    public static func combine(_ parts: [PreferenceOutputs]) -> PreferenceOutputs {
        var present = parts.filter { !$0.isEmpty }
        guard present.count > 1 else { return present.first ?? PreferenceOutputs() }
        var out = present.removeFirst()
        for part in present {
            for (key, next) in part.entries {
                if let value = out[key] { out.set(key, key.reduce(value, next)) } else { out.set(key, next) }
            }
        }
        return out
    }
}

/// An `onPreferenceChange` met in a layout pass, in tree order: the value its content sent up (nil: absent, so the
/// action never runs, shared/spec/preferences.md §1.5).
public struct PreferenceObservation: Sendable {
    public var observer: PreferenceObserver
    /// Tells the same observer apart across passes: its location and its rank among observers written there.
    public var identity: String
    public var value: PreferenceValue?
}

/// An anchor a writer captured whose value went up (a selected tab's bounds): `--debug labels` marks it.
public struct AnchorMark: Sendable, Hashable {
    public var key: String
    public var anchor: Anchor
}
