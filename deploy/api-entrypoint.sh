#!/bin/sh
# The shared site volume starts empty: put the image's built site there once, then start the API.
set -e
if [ ! -f "$SITE_DIST/index.html" ]; then
  mkdir -p "$SITE_DIST"
  cp -R /app/site/dist/. "$SITE_DIST/"
fi
exec "$@"
