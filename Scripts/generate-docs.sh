#!/usr/bin/env bash
# Writes the generated documentation from vipera's own definitions: Documentation/Rules.md
# (`vipera rules --format markdown`, from the rules, profiles and conventions) and, in every
# page, each part between `<!-- generated: vipera … -->` and `<!-- end generated -->` (that
# command's output: option tables from the commands' definitions, the reporters from their
# registry). RulesReferenceTests and GeneratedDocumentationTests fail while a page differs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product vipera
PATH="$(swift build --show-bin-path):$PATH"
export PATH
vipera rules --format markdown > Documentation/Rules.md
find README.md CONTRIBUTING.md Documentation -name '*.md' -not -path 'Documentation/Examples/*' -print0 |
    xargs -0 perl -0pi -e '
        s{(<!-- generated: (vipera [^\n]*?) -->\n).*?(<!-- end generated -->)}{
            my ($open, $command, $close) = ($1, $2, $3);
            my $output = qx($command);
            die "$command failed\n" if $?;
            $open . $output . $close
        }gse'
