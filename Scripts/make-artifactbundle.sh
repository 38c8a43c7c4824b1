#!/usr/bin/env bash
# Packages vipera as a SwiftPM artifact bundle, so a package's build-tool plugin can run vipera
# without compiling it (and swift-syntax) in the user's build.
#
#   Scripts/make-artifactbundle.sh <out-dir> [--binary <path>]
#
# Builds the release binary for this machine (as `swift run install` does: on Linux the Swift
# runtime linked in; on macOS a universal arm64 + x86_64 binary), or takes --binary, and adds it
# as this platform's variant of <out-dir>/vipera.artifactbundle (info.json schema 1.0, one
# executable artifact named vipera; a variant already there for another platform is kept, so a
# release job can add the macOS variant, then the Linux one, to one bundle). Then it writes:
#   <out-dir>/vipera.artifactbundle.zip        the bundle, zipped
#   <out-dir>/vipera.artifactbundle.checksum   its SwiftPM checksum (swift package compute-checksum)
#   <out-dir>/ViperaPlugins/                   a package with the bundle as a binary target and the
#                                              ViperaLintPlugin build-tool plugin using it
# and prints the checksum.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: $0 <out-dir> [--binary <path>]" >&2; exit 64; }
out=$1; shift
binary=""
while [ $# -gt 0 ]; do
  case $1 in
    --binary) binary=$2; shift 2 ;;
    *) echo "$0: unknown option $1" >&2; exit 64 ;;
  esac
done
mkdir -p "$out"
out=$(cd "$out" && pwd)

case "$(uname -s)" in
  Darwin)
    variant=macos
    triples='["arm64-apple-macosx", "x86_64-apple-macosx"]'
    flags=(--arch arm64 --arch x86_64) ;;
  Linux)
    arch=$(uname -m)
    variant="$arch-unknown-linux-gnu"
    triples="[\"$arch-unknown-linux-gnu\"]"
    flags=(--static-swift-stdlib -Xlinker -no-pie) ;;
  *) echo "$0: cannot build a variant on $(uname -s)" >&2; exit 5 ;;
esac
if [ -z "$binary" ]; then
  (cd "$root" && swift build -c release --product vipera "${flags[@]}" >&2)
  binary="$(cd "$root" && swift build -c release --show-bin-path "${flags[@]}")/vipera"
fi
version=$("$binary" --version)

bundle="$out/vipera.artifactbundle"
mkdir -p "$bundle/vipera-$variant/bin"
cp "$binary" "$bundle/vipera-$variant/bin/vipera"
chmod 755 "$bundle/vipera-$variant/bin/vipera"
python3 - "$bundle/info.json" "$version" "vipera-$variant/bin/vipera" "$triples" <<'PY'
import json, os, sys
path, version, binary, triples = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
info = json.load(open(path)) if os.path.exists(path) else {"schemaVersion": "1.0", "artifacts": {}}
artifact = info["artifacts"].setdefault("vipera", {"type": "executable", "variants": []})
if artifact.get("version", version) != version:
    sys.exit(f"{path} holds vipera {artifact['version']}, this binary is {version}")
artifact["version"] = version
artifact["variants"] = [v for v in artifact["variants"] if v["path"] != binary]
artifact["variants"].append({"path": binary, "supportedTriples": triples})
artifact["variants"].sort(key=lambda v: v["path"])
json.dump(info, open(path, "w"), indent=2)
open(path, "a").write("\n")
PY

rm -f "$out/vipera.artifactbundle.zip"
(cd "$out" && python3 -c 'import shutil; shutil.make_archive("vipera.artifactbundle", "zip", ".", "vipera.artifactbundle")')
checksum=$(cd "$out" && swift package compute-checksum vipera.artifactbundle.zip)
echo "$checksum" > "$out/vipera.artifactbundle.checksum"

plugins="$out/ViperaPlugins"
rm -rf "$plugins"
mkdir -p "$plugins/Plugins/ViperaLintPlugin"
cp "$root/Plugins/ViperaLintPlugin/plugin.swift" "$plugins/Plugins/ViperaLintPlugin/"
cp -R "$bundle" "$plugins/vipera.artifactbundle"
cat > "$plugins/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// vipera $version's lint plugin, running the prebuilt vipera of the artifact bundle beside it.
// To use a released bundle instead, replace the binary target's path with
//     url: "<the release's vipera.artifactbundle.zip>", checksum: "$checksum"
import PackageDescription

let package = Package(
    name: "ViperaPlugins",
    products: [.plugin(name: "ViperaLintPlugin", targets: ["ViperaLintPlugin"])],
    targets: [
        .binaryTarget(name: "vipera", path: "vipera.artifactbundle"),
        .plugin(name: "ViperaLintPlugin", capability: .buildTool(), dependencies: ["vipera"]),
    ]
)
SWIFT
echo "$checksum"
