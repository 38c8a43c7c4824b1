#!/usr/bin/env python3
"""Which half of the real-code corpus a public repository belongs to.

  python3 Scripts/RealCode/half.py owner/name [owner/name ...]

The split is fixed before vipera runs on anything: sha256 of the lowercased "owner/name";
first hex digit 0-7 -> sealed, 8-f -> tuning. Any repository anyone fetches has a half, so a
helper can check before debugging on it: NEVER debug on, or read individual findings of, a
sealed repository.
"""
import hashlib, sys


def half(repo):
    """'sealed' or 'tuning' for a repository spelled owner/name (case does not matter)."""
    digest = hashlib.sha256(repo.strip().lower().encode()).hexdigest()
    return 'sealed' if digest[0] in '01234567' else 'tuning'


if __name__ == '__main__':
    for arg in sys.argv[1:]:
        print(f"{arg}\t{half(arg)}")
