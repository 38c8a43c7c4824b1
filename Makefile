# For packagers: `make install PREFIX=/usr DESTDIR=/tmp/stage` builds vipera in release mode and
# installs it, its manual page and its shell completions below $(DESTDIR)$(PREFIX), through
# `swift run install` (see README.md, Install).
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install
install:
	swift run install --prefix "$(PREFIX)" $(if $(DESTDIR),--destdir "$(DESTDIR)")
