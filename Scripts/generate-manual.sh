#!/usr/bin/env bash
# Writes Documentation/man/vipera.1 from vipera's command definitions, with swift-argument-parser's
# GenerateManual plugin (it builds the package, then runs its generate-manual tool on vipera).
# ManualTests fails while the committed page differs from what this writes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package generate-manual --configuration debug --date "$(date +%Y-%m-%d)"
mkdir -p Documentation/man
cp .build/plugins/GenerateManual/outputs/vipera/vipera.1 Documentation/man/vipera.1
