#!/bin/sh
# `prod-install <workspace>…` (Dockerfile): production dependencies of those workspaces only — the root's
# workspaces cut to them, its dev dependencies dropped, the other workspaces' folders removed — installed
# with `npm install --omit=dev` (packages from the build's npm cache where it has them), then checked with
# `npm ls --omit=dev` (no package missing, invalid or extraneous).
set -e
node -e "const fs=require('fs');const p=JSON.parse(fs.readFileSync('package.json'));delete p.devDependencies;p.workspaces=process.argv.slice(1);fs.writeFileSync('package.json',JSON.stringify(p,null,2)+'\n')" "$@"
for d in contracts api site cms e2e; do
  case " $* " in *" $d "*) ;; *) rm -rf "$d" ;; esac
done
if [ -s /run/secrets/ca ]; then export npm_config_cafile=/run/secrets/ca; fi
npm install --omit=dev --prefer-offline --no-audit --no-fund
# The lockfile's dev-only packages that npm installed all the same (tsx, typescript: optional peers of
# production packages, which `npm prune` keeps): removed, so the tree is the production one.
npm prune --omit=dev --no-audit --no-fund
for p in $(npm ls --omit=dev --all 2>/dev/null | sed -n 's/.*-- \(.*\)@[^@]* extraneous$/\1/p'); do
  rm -rf "node_modules/$p"
done
# The tree is exactly the production one: nothing missing, invalid or extraneous.
if npm ls --omit=dev --all 2>&1 | grep -E 'extraneous|missing|invalid'; then exit 1; fi
npm ls --omit=dev >/dev/null
