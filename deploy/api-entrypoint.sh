#!/bin/sh
# The shared site volume starts empty: put the image's built site there once, then start the API. Replicas
# start together: each copies into a folder of its own and renames it into place, the first one wins.
set -e
if [ ! -f "$SITE_DIST/index.html" ]; then
  first="$SITE_DIST.first-$(hostname)"
  rm -rf "$first"
  cp -R /app/site/dist "$first"
  rmdir "$SITE_DIST" 2>/dev/null || true
  mv -T "$first" "$SITE_DIST" 2>/dev/null || rm -rf "$first"
fi
exec "$@"
