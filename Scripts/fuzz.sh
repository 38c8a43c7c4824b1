#!/usr/bin/env bash
# Mutation fuzzing of vipera's inputs (see Scripts/fuzz.py): builds vipera, then fuzzes for the
# given number of minutes (default 1). Exits non-zero when any input crashed, hung, ended with
# an undocumented exit code, printed an error domain, or made vipera touch a file it must not.
#   Scripts/fuzz.sh [minutes] [extra fuzz.py options…]
set -euo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-1}"
shift || true
swift build --product vipera >/dev/null
exec python3 Scripts/fuzz.py --vipera .build/debug/vipera --minutes "$minutes" "$@"
