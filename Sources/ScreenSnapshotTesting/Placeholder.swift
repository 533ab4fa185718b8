enum _PScreenSnapshotTesting {}
