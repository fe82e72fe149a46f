#!/usr/bin/env sh
# Makes inter-shop-wght.woff2 (committed beside this script): Inter's variable latin file cut to
# the characters the shop's pages are written in, every layout feature kept. It weighs 29 kB
# against the latin file's 48 kB, and a first visit on a slow phone spends its first bandwidth
# on the page. index.css gives it these characters and the latin file the rest of its range,
# so a page written in them loads only this file; any other latin character (a name with an
# accent, say) loads the latin file as before.
# Needs fonttools (Debian: `apt-get install fonttools python3-brotli`). Run it again after
# updating @fontsource-variable/inter, or when the shop's texts take up a new character:
# `--unicodes` here and that rule's `unicode-range` in index.css stay the same.
set -eu
here="$(dirname "$0")"
pyftsubset "$here/../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" \
  --unicodes="U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+203A,U+2212" \
  --layout-features='*' --flavor=woff2 --output-file="$here/inter-shop-wght.woff2"
