/// The help of the snapshot commands: `snapshot` and `merge-reports`.
extension Help {
  static let snapshot = """
    Usage: screenspec snapshot [options] PATH...
           screenspec snapshot review|accept|reject [NAME...] [--dir DIR]...

    Checks one snapshot per screen (of each app folder or screen file) and one per scenario
    against reference files in a __snapshots__ folder beside them:
    Screens/__snapshots__/posts.snap, Scenarios/__snapshots__/pick-weight-class.scenario.snap.

    Options:
      --ci                 never write anything; a missing snapshot or an orphan fails (also
                           when CI is set, to anything but empty, 0 or false)
      --record MODE        pending (default): write NAME.snap.new for review and fail;
                           missing: record missing references, pending files for mismatches;
                           failed: re-record missing and mismatching references;
                           all: re-record every reference; never: write nothing
                           (the SCREENSPEC_RECORD environment variable sets the same)
      --shard I/N          check only shard I of N (stable: by a fingerprint of each name)
      --shard auto         the shard from the CI system's variables, looked for in this
                           order: Bazel (TEST_TOTAL_SHARDS, TEST_SHARD_INDEX from 0; touches
                           TEST_SHARD_STATUS_FILE), GitLab (CI_NODE_TOTAL, CI_NODE_INDEX
                           from 1), CircleCI (CIRCLE_NODE_TOTAL, CIRCLE_NODE_INDEX from 0),
                           Buildkite (BUILDKITE_PARALLEL_JOB_COUNT, BUILDKITE_PARALLEL_JOB
                           from 0); none set: the whole suite, as the summary says
      --json               the JSON report on standard output
      --report FILE        also write the JSON report to FILE, for 'merge-reports': the
                           run, the shard, its cases' verdicts, every name of the whole
                           suite (under CI, FILE must not exist yet)
      --run ID             the run the report names (default: SCREENSPEC_RUN, else the CI
                           system's run id, else the commit and the suite's fingerprint)
      --junit FILE         also write a JUnit XML report to FILE
      --max-errors N       the most diagnostics a case that cannot be made holds (default
                           50; 0: all); a report holds a text once, the other cases that
                           fail with it name the first
      --delete-orphans     delete reference files no screen or scenario produces (only
                           after a run of whole folders choosing no variant, it judges every
                           variant and format; only files that carry the snapshot header)
      --width N, --ascii   render settings (default 40, Unicode)
      --device phone|pad   the device drawn for; pad snapshots are named NAME@pad.snap
      --host settings|app  where the screens show; app snapshots are named NAME@app.snap
                           (after the device: NAME@pad@app.snap)
      --snapshots DIR      keep the references in DIR, not in the __snapshots__ folder
                           beside the screens (a Settings.bundle's: __snapshots__/NAME.bundle
                           beside the bundle)
      --locale LOCALE      draw in a locale; snapshots are named NAME@LOCALE.snap
      --appearance MODE    light (default) or dark; dark snapshots are named NAME@dark.snap
      --text-size SIZE     a Dynamic Type size (default large); named NAME@ax3.snap
      --format FORMAT      text (default: the drawing, its colours, and for a screen
                           what no drawing shows: its look, cut texts whole, every
                           row's icon and tap on any page or condition, and the texts
                           of other states), voiceover (the
                           VoiceOver transcript, NAME.voiceover.snap) or svg (the picture
                           render --format svg draws, NAME.svg; pending NAME.svg.new)
      --max-size BYTES     raise the file-size limit for this run
      --max-reference-size BYTES
                           the largest reference read (default 67108864, 64 MiB); a larger
                           one is an error, never read. A diff past its budget (changes
                           too many to follow) shows its first hunk and how many lines differ

    Pending files:
      review               show each pending diff; on a terminal, accept (a), reject (r) or
                           skip (s) each
      accept [NAME...]     make pending files the references (all, or by name); refuses a
                           pending file whose reference changed since it was written
      reject [NAME...]     delete pending files
      --dir DIR            where to look (default: every __snapshots__ or __Snapshots__
                           folder below the current one)

    Exit status: 0 all match, 1 any mismatch, missing snapshot or invalid input, 2 usage.

    """

  static let mergeReports = """
    Usage: screenspec merge-reports REPORT... [--report FILE] [--json] [--junit FILE]
                                    [--run ID]

    Reads the reports that the shards of one snapshot run wrote (snapshot --shard I/N or
    --shard auto, with --report FILE) and makes one report of the whole run, with every case
    once, as if it had run unsharded. Prints the failed cases and the counts.

    It fails (exit 1) and says why when a shard is missing (no report of it: its cases are
    listed as unreported, by name), when two reports are the same shard, when the reports
    are of different runs (another run, suite, shard count or screenspec version), when a
    report is not of the run the merge is in (--run, SCREENSPEC_RUN or the CI system's run
    id, when set: a report committed from a green run is never merged), or when a case
    failed or a reference is an orphan. Run it as a job after every shard's job, whatever
    their outcome, on reports written where a checkout cannot put one:

      screenspec snapshot --ci --shard auto --report reports-$CI_PIPELINE_ID/shard-$CI_NODE_INDEX.json Screens
      screenspec merge-reports reports-$CI_PIPELINE_ID/shard-*.json --junit snapshots.xml

    A report is read whole up to 1 GiB; of its cases' details (diffs, diagnostics) the merge
    keeps 64 KiB a detail and 8 MiB a report, and says where it cut one.

    Options:
      --report FILE        write the merged report (JSON) to FILE
      --json               the merged report on standard output
      --junit FILE         write a JUnit XML report to FILE
      --run ID             the run every report must be of (default: SCREENSPEC_RUN, else
                           the CI system's run id; neither: the reports' own, which must agree)

    Exit status: 0 every case of every shard passed, 1 a shard missing or twice, reports of
    different runs or of another run, an orphan, or a failed case, 2 usage or a report that
    cannot be read (malformed or cut short: path:line:column: error: message).

    """
}
