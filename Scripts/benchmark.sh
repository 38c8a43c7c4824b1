#!/usr/bin/env bash
# Benchmarks vipera against its peers on the same files in one run (release build).
#
#   Scripts/benchmark.sh [runs]      # default 5 runs per measurement, median reported
#
# Environment: VIPERA_BENCH_SCRATCH, the build folder (default: .build); VIPERA_BENCH_RAM, a
# tmpfs folder for the generation runs (default: /dev/shm; without one they run on disk only).
#
# Corpus: swift-syntax, swift-nio, GRDB.swift and vapor cloned (offline, through the machine's
# git mirror) into a temporary folder. Measures wall seconds, CPU seconds and peak RSS of:
#   - vipera lint --no-cache      (a clean lint)
#   - vipera lint --parse-only    (SwiftParser over the same files, the same way: the floor, for
#                                 reference; it has no target)
#   - vipera graph --no-cache     (the roles-level DOT graph of the same files, without the cache)
#   - vipera lint --fix --dry-run --no-cache (the same lint with every fix worked out and shown
#                                 as a diff, nothing written: what --fix costs over a clean lint)
#   - swift format lint -r        (the toolchain's peer linter)
#   - vipera lint                 (a re-lint of the unchanged tree, from the cache)
#   - vipera lint, one file changed (a comment added to one file before each run: its facts are
#                                 collected again, every other file's are decoded from the cache)
#   - vipera lint --timing        (once each, clean and with one file changed: how long decoding
#                                 every file's cached facts takes against parsing them, which is
#                                 what the cache's binary codec has to beat)
#   - vipera lint --no-cache on the corpus copied ten times (wall, CPU and memory must grow
#                                 no faster than the corpus)
#   - vipera Login                (one module) and a 500-module spec, with cp -r of the spec's
#                                 output as the file-system floor, each twice: in a RAM-backed
#                                 folder (tmpfs: vipera's own time) and on the corpus's disk
#   - vipera Login in the corpus's folder (the pre-flight reads the corpus's Swift files for the
#                                 names the module declares)
# and prints each budget (#33) with its value and whether it is met (generation's on tmpfs, the
# disk's beside them).
# Not a test: it only reports.
set -euo pipefail
runs=${1:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${VIPERA_BENCH_SCRATCH:-.build}
case $scratch in /*) ;; *) scratch="$root/$scratch" ;; esac
work=$(mktemp -d "${TMPDIR:-/tmp}/vipera-bench.XXXXXX")
ram=${VIPERA_BENCH_RAM:-/dev/shm}
if [ -d "$ram" ] && [ -w "$ram" ] && [ "$(stat -f -c %T "$ram")" = tmpfs ]; then
  ramwork=$(mktemp -d "$ram/vipera-bench.XXXXXX")
else
  echo "no tmpfs at $ram: generation is measured on disk only" >&2
  ramwork=""
fi
trap 'rm -rf "$work" ${ramwork:+"$ramwork"}' EXIT
export VIPERA_CACHE_DIR="$work/cache"

echo "Building release…" >&2
# As README's install section builds it: the Swift runtime linked in, and a position-dependent
# executable (-no-pie), which the loader maps without applying its ~100,000 relocations first.
(cd "$root" && swift build -c release --static-swift-stdlib -Xlinker -no-pie --scratch-path "$scratch" --product vipera >&2)
vipera="$scratch/release/vipera"

corpus="$work/corpus"
mkdir -p "$corpus"
for repo in swiftlang/swift-syntax apple/swift-nio groue/GRDB.swift vapor/vapor; do
  git clone -q "https://github.com/$repo" "$corpus/$(basename "$repo")"
done
files=$(find "$corpus" -type f -name '*.swift' | wc -l)
lines=$(find "$corpus" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l)
echo "corpus: $files Swift files, $lines lines" >&2

results="$work/results.txt"
: > "$results"
export VIPERA_BENCH_PAIRS="$work/pairs.txt"
: > "$VIPERA_BENCH_PAIRS"

# measure NAME DIR PREPARE COMMAND… [--and NAME DIR PREPARE COMMAND…]…: in DIR, runs the shell
# snippet PREPARE (untimed) and then COMMAND, $runs times; records "NAME wall cpu rss": median wall
# and CPU seconds (the process and its children, from wait4) and the largest peak resident set in
# MB. Measurements joined with --and take turns run by run, so a ratio between them compares
# runs made under the same conditions (this machine's speed drifts by tens of percent over
# minutes). A DIR holding "{run}" is a new folder for each run (created first), so runs that
# write files never write where files were just deleted: on ext4, creating files right after
# deleting thousands is several times slower for minutes, whoever creates them. "{run}" in COMMAND
# is the run's number too.
measure() {
  python3 - "$runs" "$@" >> "$results" <<'PY'
import os, statistics, subprocess, sys, time
runs, arguments = int(sys.argv[1]), sys.argv[2:]
groups = [[]]
for argument in arguments:
    if argument == "--and":
        groups.append([])
    else:
        groups[-1].append(argument)
samples = {index: [] for index in range(len(groups))}
for run in range(runs):
    for index, (name, pattern, prepare, *command) in enumerate(groups):
        folder = pattern.replace("{run}", str(run))
        os.makedirs(folder, exist_ok=True)
        command = [word.replace("{run}", str(run)) for word in command]
        if prepare:
            subprocess.run(prepare, shell=True, cwd=folder, check=True)
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit(f"{name}: {' '.join(command)} exited with {os.waitstatus_to_exitcode(status)}")
        samples[index].append((wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024))
for index, group in enumerate(groups):
    wall = statistics.median(s[0] for s in samples[index])
    cpu = statistics.median(s[1] for s in samples[index])
    print(f"{group[0]} {wall:.4f} {cpu:.4f} {max(s[2] for s in samples[index]):.1f}")
# For measurements taken in turns: the median of each turn's CPU ratio to the first one's.
with open(os.environ["VIPERA_BENCH_PAIRS"], "a") as pairs:
    for index, group in enumerate(groups[1:], start=1):
        turns = [first[1] / other[1] for first, other in zip(samples[0], samples[index]) if other[1] > 0]
        pairs.write(f"{groups[0][0]} {group[0]} {statistics.median(turns):.4f}\n")
PY
  tail -n "$(( $(printf '%s\n' "$@" | grep -c -- '^--and$') + 1 ))" "$results" >&2
}

measure lint-clean "$corpus" "" "$vipera" lint . --no-cache --reporter summary \
  --and parse-only "$corpus" "" "$vipera" lint . --parse-only \
  --and graph-clean "$corpus" "" "$vipera" graph . --no-cache --format dot --level roles \
  --and fix-dry-run "$corpus" "" "$vipera" lint . --no-cache --fix --dry-run --reporter summary
measure swift-format "$corpus" "" swift format lint -r .
(cd "$corpus" && "$vipera" lint . --reporter summary >/dev/null 2>&1) || true   # fills the cache
measure lint-cached "$corpus" "" "$vipera" lint . --reporter summary
# One file changed: a different comment appended to the same file before each run (untimed).
changed=$(cd "$corpus" && find . -type f -name '*.swift' | sort | awk 'NR == 1')   # awk reads all: no SIGPIPE under pipefail
measure lint-one-changed "$corpus" "echo \"// benchmark \$(date +%N)\" >> '$changed'" "$vipera" lint . --reporter summary
# The cache's codec against the parser: seconds summed over threads, from --timing.
# Exit status 1 is lint's "findings reported", which the corpus has.
phase() {
  { "$vipera" lint . "${@:2}" --reporter summary --timing 2>&1 >/dev/null || [ $? -eq 1 ]; } | awk -v p="$1" '$1 == p { print $2 }'
}
parse_seconds=$(cd "$corpus" && phase parse --no-cache)
echo "// benchmark $(date +%N)" >> "$corpus/$changed"
decode_seconds=$(cd "$corpus" && phase cache)
echo "codec $decode_seconds $parse_seconds" >> "$work/codec.txt"

# The corpus ten times over, in one tree.
corpus10="$work/corpus10"
for copy in 0 1 2 3 4 5 6 7 8 9; do mkdir -p "$corpus10/$copy" && cp -r "$corpus/." "$corpus10/$copy/" && rm -rf "$corpus10/$copy"/*/.git; done
measure lint-clean-10x "$corpus10" "" "$vipera" lint . --no-cache --reporter summary

python3 - "$work/modules.yml" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("modules:\n")
    for i in range(500):
        f.write(f"  - name: Module{i}\n")
PY
# generation WHERE SUFFIX: one module, the spec, and the floor for writing the spec's 11,500 files
# (copying one generated tree), each run in a new folder under WHERE.
generation() {
  local where=$1 suffix=$2
  measure "generate-one$suffix" "$where/one/run{run}" "" "$vipera" Login --quiet
  measure "generate-spec$suffix" "$where/spec/run{run}" "cp $work/modules.yml ." "$vipera" generate --spec modules.yml --quiet
  measure "copy-spec$suffix" "$where/copy/run{run}" "" cp -r "$where/spec/run0" tree
}
# On tmpfs, generation measures vipera; on this disk it also measures the file system, which on a
# journal-less ext4 can take tens to hundreds of milliseconds to create a folder, for minutes
# after many files were deleted (Documentation/Performance.md). Without tmpfs, the disk stands for both.
if [ -n "$ramwork" ]; then
  generation "$ramwork" ""
  generation "$work" "-disk"
else
  generation "$work" ""
fi

# Pre-flight (#31): one module generated into the corpus's folder, which then is the project whose
# Swift files are read for the names the module declares (on disk; a new module name each run, so
# that no run conflicts with the last). Its cost is the difference to `vipera Login` on disk.
measure generate-one-preflight "$corpus" "" "$vipera" "Preflight{run}" --path "preflight/run{run}" --quiet

python3 - "$results" "$files" "$lines" "$(nproc)" "$runs" "$VIPERA_BENCH_PAIRS" "$work/codec.txt" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    name, wall, cpu, rss = line.split()
    rows[name] = (float(wall), float(cpu), float(rss))
turns = {}
for line in open(sys.argv[6]):
    first, other, value = line.split()
    turns[(first, other)] = float(value)
print(f"\ncorpus: {sys.argv[2]} files, {sys.argv[3]} lines; {sys.argv[4]} cores; medians of {sys.argv[5]} runs\n")
print(f"| {'measurement':<18} | {'wall s':>8} | {'CPU s':>8} | {'peak MB':>8} |")
print(f"|{'-' * 20}|{'-' * 10}|{'-' * 10}|{'-' * 10}|")
for name, (wall, cpu, rss) in rows.items():
    print(f"| {name:<18} | {wall:>8.3f} | {cpu:>8.3f} | {rss:>8.1f} |")
def ratio(a, b, i):
    return rows[a][i] / rows[b][i] if rows[b][i] > 0 else float("nan")
def verdict(ok):
    return "met" if ok else "MISSED"
_, decode, parse = open(sys.argv[7]).read().split()
checks = [
    ("vipera lint wall", rows["lint-clean"][0], " s", "<= 2.5", lambda v: v <= 2.5),
    ("swift format wall / vipera lint wall", ratio("swift-format", "lint-clean", 0), "x", ">= 12", lambda v: v >= 12),
    ("vipera lint peak RSS", rows["lint-clean"][2], " MB", "<= 250", lambda v: v <= 250),
    # The inverse of the median lint/graph ratio is the median graph/lint ratio (odd run counts).
    ("vipera graph CPU / vipera lint CPU, per turn", 1 / turns[("lint-clean", "graph-clean")], "x", "<= 1.3", lambda v: v <= 1.3),
    ("unchanged re-lint wall", rows["lint-cached"][0], " s", "<= 0.3", lambda v: v <= 0.3),
    ("one file changed: re-lint wall", rows["lint-one-changed"][0], " s", "<= 0.5", lambda v: v <= 0.5),
    ("10x corpus wall / corpus wall", ratio("lint-clean-10x", "lint-clean", 0), "x", "<= 11", lambda v: v <= 11),
    ("10x corpus CPU / corpus CPU", ratio("lint-clean-10x", "lint-clean", 1), "x", "<= 11", lambda v: v <= 11),
    ("10x corpus peak RSS / corpus peak RSS", ratio("lint-clean-10x", "lint-clean", 2), "x", "<= 10", lambda v: v <= 10),
    ("10x corpus peak RSS", rows["lint-clean-10x"][2], " MB", "<= 250", lambda v: v <= 250),
    ("one module wall", rows["generate-one"][0] * 1000, " ms", "<= 50", lambda v: v <= 50),
    ("500-module spec wall", rows["generate-spec"][0], " s", "<= 3", lambda v: v <= 3),
    ("500-module spec wall / cp -r of its output", ratio("generate-spec", "copy-spec", 0), "x", "<= 3", lambda v: v <= 3),
    ("one module with pre-flight over the corpus wall", rows["generate-one-preflight"][0] * 1000, " ms", "<= 50", lambda v: v <= 50),
]
print()
print(f"| {'ratio':<48} | {'value':>10} | {'target':>7} | {'':<6} |")
print(f"|{'-' * 50}|{'-' * 12}|{'-' * 9}|{'-' * 8}|")
for label, value, unit, target, ok in checks:
    print(f"| {label:<48} | {value:>7.2f}{unit:<3} | {target:>7} | {verdict(ok(value)):<6} |")
print(f"\nlint --fix --dry-run: {rows['fix-dry-run'][0]:.3f} s wall, {1 / turns[('lint-clean', 'fix-dry-run')]:.2f}x a clean lint's CPU (per turn)")
print(f"cache codec: every file's cached facts decoded in {float(decode):.3f} s against {float(parse):.3f} s to parse the files (summed over threads)")
one_disk = rows.get("generate-one-disk", rows["generate-one"])[0]
print(f"pre-flight: one module in the corpus's folder {rows['generate-one-preflight'][0] * 1000:.1f} ms against {one_disk * 1000:.1f} ms "
      f"in an empty folder on the same disk: {(rows['generate-one-preflight'][0] - one_disk) * 1000:.1f} ms to read the corpus's {sys.argv[2]} files")
if "generate-one-disk" in rows:
    print(f"on disk: one module {rows['generate-one-disk'][0] * 1000:.1f} ms, 500-module spec {rows['generate-spec-disk'][0]:.2f} s, "
          f"cp -r of the spec's files {rows['copy-spec-disk'][0]:.2f} s ({ratio('generate-spec-disk', 'copy-spec-disk', 0):.2f}x)")
PY
