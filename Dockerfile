# syntax=docker/dockerfile:1
# One image build for the monorepo, three targets:
#   api — the Express API compiled to JavaScript, production dependencies only, as user `node`; it also
#         rebuilds the site (Astro) into the shared volume, so it carries the site's sources and dependencies
#   cms — Strapi with its admin panel built, production dependencies only, as user `node`
#   web — nginx, the front door: hashed assets from the shared site volume, pages and /api from the API replicas,
#         the CMS admin on its own host name
# Build context: the repository root (see docker-compose.yml). Base images are settings (NODE_IMAGE,
# NGINX_IMAGE); `npm run compose:up` builds local ones where no registry can be reached.
# Behind a TLS-inspecting proxy, hand the build the host's certificate authorities as a secret (used by npm
# during the build only, never kept in an image):
#   podman build --secret id=ca,src=/etc/ssl/certs/ca-certificates.crt --target api .
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS toolchain
# Compilers for native modules (better-sqlite3), with Node's headers from the Node image itself (the
# project's `node` package in the local base) rather than from the internet.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local ASTRO_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true
WORKDIR /app

FROM toolchain AS deps
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY site/package.json site/
COPY cms/package.json cms/
COPY e2e/package.json e2e/
RUN --mount=type=secret,id=ca --mount=type=cache,target=/root/.npm,sharing=locked \
    if [ -s /run/secrets/ca ]; then export npm_config_cafile=/run/secrets/ca; fi; \
    npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The site is built from content-seeds/ here; in the running stack the API rebuilds it from the CMS.
RUN npm run build -w site && npm run build:preview -w site && npm run build -w cms && npm run build -w api
# What the CMS runs from, apart from its dependencies: no dev-only nested node_modules, no admin build
# cache (.strapi, node_modules/.cache), no tests, and no .secrets.json — `strapi build` loads the config,
# which generates one when the secrets are not in the environment; an image must never carry secrets.
RUN mkdir -p /out/cms && rm -f cms/.secrets.json \
 && cp -a cms/package.json cms/favicon.png cms/tsconfig.json cms/config cms/src cms/public cms/dist /out/cms/ \
 && rm -rf /out/cms/dist/.tsbuildinfo /out/cms/public/uploads/*

# Production dependencies of some workspaces only (deploy/containers/prod-install.sh).
FROM toolchain AS prod-modules
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY site/package.json site/
COPY cms/package.json cms/
COPY deploy/containers/prod-install.sh /usr/local/bin/prod-install

FROM prod-modules AS api-modules
# Links to dev-only tools the production install left behind (tsc, tsx) go too.
RUN --mount=type=secret,id=ca --mount=type=cache,target=/root/.npm,sharing=locked \
    prod-install contracts api site \
 && find node_modules/.bin -xtype l -delete

FROM prod-modules AS cms-modules
# Strapi's own tree has peer-range mismatches (typescript 6 against react-intl's "^4.7 || 5") that npm ls
# calls invalid: accepted here, as long as nothing is missing or extraneous.
# Then what the CMS never reads at run time goes (about 300 MB of Strapi's tree, for an image under 1 GB):
# source maps and type declarations, better-sqlite3's SQLite sources, objects and other platforms'
# prebuilt binaries (it loads prebuilds/linux-<arch>.node), and links to dev-only tools that were removed.
RUN --mount=type=secret,id=ca --mount=type=cache,target=/root/.npm,sharing=locked \
    { prod-install contracts cms \
      || ! npm ls --omit=dev --all 2>&1 | grep -E 'extraneous|missing'; } \
 && find node_modules $(ls -d */node_modules 2>/dev/null) \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -type f -delete \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src node_modules/better-sqlite3/build/Release/obj.target \
 && find node_modules/better-sqlite3/prebuilds -type f ! -name "linux-$(node -p process.arch).node" -delete \
 && find node_modules/.bin -xtype l -delete

FROM ${NODE_IMAGE} AS api
# The site volume is mounted inside the site's folder (site/live): Astro moves a build's prerendered files
# into the output with rename(2), from <output>/.prerender when the output is inside the site's folder and
# from site/.astro otherwise — across file systems that fails (EXDEV), and a symlink would not do (Node
# resolves the prerendered modules' imports from their real path, where no node_modules is).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SITE_DIST=/app/site/live/dist ASTRO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=api-modules /app ./
# The site's tsconfig extends the root's: the API's rebuilds run astro, which reads it.
COPY tsconfig.base.json ./
COPY contracts/ contracts/
COPY content-seeds/ content-seeds/
COPY site/ site/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/site/dist site/dist
COPY --from=build /app/site/dist-preview site/dist-preview
COPY deploy/api-entrypoint.sh /usr/local/bin/api-entrypoint
# Written at run time: the data and site volumes, and the site build's own folders (Astro's cache, the CMS's
# media, the next build's output); the code and dependencies stay root's and read-only.
RUN mkdir -p /data site/live site/.astro site/.cms-media node_modules/.astro node_modules/.vite \
 && chown -R node:node /data site node_modules/.astro node_modules/.vite
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 --start-period=120s CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["api-entrypoint"]
CMD ["node", "api/dist/server.js"]

FROM ${NODE_IMAGE} AS cms
ENV NODE_ENV=production CMS_HOST=0.0.0.0 CMS_PORT=1337 STRAPI_TELEMETRY_DISABLED=true
WORKDIR /app
COPY --from=cms-modules /app ./
COPY contracts/ contracts/
# Imported into an empty CMS on its first start (pages, jobs, media in both languages).
COPY content-seeds/ content-seeds/
COPY --from=build /out/cms cms
# Media uploads are the CMS's only files written at run time: under DATA_DIR (cms/config/server.ts), in
# compose the volume cms-uploads at /data/cms/public/uploads.
# Strapi creates its migrations folder at start when it is missing (it stays empty and root's).
ENV DATA_DIR=/data
RUN mkdir -p /data/cms/public/uploads cms/.tmp cms/database/migrations && chown -R node:node /data cms/.tmp
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --retries=10 --start-period=180s CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
WORKDIR /app/cms
CMD ["node", "/app/node_modules/@strapi/strapi/bin/strapi.js", "start"]

FROM ${NGINX_IMAGE} AS web
# A template: the image's entrypoint fills its ${NGINX_…} placeholders from the environment (compose's web
# service) into /etc/nginx/conf.d/default.conf; `npm run rehearse` renders the same file for local addresses.
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
# The first site, until the API's first rebuild writes into the shared volume.
COPY --from=build /app/site/dist /srv/site/dist
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD wget -qO- http://127.0.0.1/nginx-health >/dev/null || exit 1
