#!/bin/sh
set -e
if [ "${NGINX_RESOLVER:-}" = auto ]; then
  NGINX_RESOLVER="$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf)"
  export NGINX_RESOLVER
fi
defined="$(printf '${%s} ' $(env | cut -d= -f1))"
for t in /etc/nginx/templates/*.template; do
  [ -e "$t" ] || continue
  out="/etc/nginx/conf.d/$(basename "$t" .template)"
  envsubst "$defined" <"$t" >"$out"
done
exec "$@"
