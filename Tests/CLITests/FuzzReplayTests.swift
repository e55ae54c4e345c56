import Foundation
import Testing

/// The fuzz tool without libFuzzer (docs/limits.md, "Fuzzing"): `layoutviz-fuzz seed` writes the three seed
/// corpora from Fixtures/ (with the findings kept in Fixtures/fuzz), and `layoutviz-fuzz run` puts every input
/// through its target as the fuzzer does first: each lays out, explains and draws, or fails with one line naming
/// the input. `make test` then fuzzes from these corpora with libFuzzer.
extension CLITests {
    @Test("layoutviz-fuzz: every seed input and every kept finding keeps the promises")
    func fuzzSeedsReplay() throws {
        let dir = try tempDir()
        let fuzz = #""$(dirname "$B")/layoutviz-fuzz""#
        let seed = try shell(fuzz + #" seed "\#(Self.repo.path)/Fixtures" seeds"#, in: dir)
        #expect(seed.code == 0, "\(seed.stderr)")
        // "json: 95, swift: 20, expression: 60 seed inputs"
        let counts = seed.stderr.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(counts.count == 3 && counts[0] > 80 && counts[1] > 10 && counts[2] > 20, "\(seed.stderr)")
        for target in ["json", "swift", "expression"] {
            // "json: 80 inputs, 80 drawn, 0 broke a promise": most seeds draw (some Swift files need their module).
            let r = try shell(fuzz + " run \(target) seeds/\(target)", in: dir)
            let numbers = r.stderr.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            #expect(r.code == 0 && r.stderr.hasSuffix(" drawn, 0 broke a promise\n"), "\(target): \(r.stderr)")
            #expect(numbers.count == 3 && numbers[1] * 4 >= numbers[0] * 3, "\(target): \(r.stderr)")
        }
        let usage = try shell(fuzz + " run yaml seeds/json", in: dir)
        #expect(usage.code == 64)
    }
}
