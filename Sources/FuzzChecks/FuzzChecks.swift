/// What the fuzzers hold true for any input: each check takes the input's bytes and returns
/// the properties it broke, none when all hold (a crash, a leak or a hang is a finding too).
/// The libFuzzer targets in `Fuzz/` stop on a finding; the test suite runs the checks over
/// its corpora.
public enum FuzzChecks {}
