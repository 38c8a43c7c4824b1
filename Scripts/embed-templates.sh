#!/usr/bin/env bash
# Regenerates Sources/ViperaGenerator/Templates/EmbeddedTemplateFiles.swift from Templates/ after a
# built-in template changed (EmbeddedTemplatesTests fails until it is run).
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet TemplateEmbedder Templates Sources/ViperaGenerator/Templates/EmbeddedTemplateFiles.swift
