# syntax=docker/dockerfile:1
# One image build for the monorepo, three targets:
#   api — the Express API (tsx on the project's Node 24); it also rebuilds the site into the shared volume
#   cms — Strapi with its admin panel built
#   web — nginx, the front door: hashed assets from the shared site volume, pages and /api from the API replicas,
#         the CMS admin on its own host name
# Build context: the repository root (see docker-compose.yml).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true
# The project pins its own Node 24 (the `node` package); install scripts must run for it and for esbuild.
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY site/package.json site/
COPY cms/package.json cms/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# The site is built from content-seeds/ here; in the running stack the API rebuilds it from the CMS.
RUN npm run build -w site && npm run build:preview -w site && npm run build -w cms

FROM build AS api
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SITE_DIST=/srv/site/dist
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
COPY deploy/api-entrypoint.sh /usr/local/bin/api-entrypoint
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["api-entrypoint"]
CMD ["npm", "run", "start", "-w", "api"]

FROM build AS cms
ENV NODE_ENV=production CMS_HOST=0.0.0.0 CMS_PORT=1337
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --retries=10 CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["npm", "run", "start", "-w", "cms"]

FROM nginx:1.27-alpine AS web
# A template: the image's entrypoint fills its ${NGINX_…} placeholders from the environment (compose's web
# service) into /etc/nginx/conf.d/default.conf; `npm run rehearse` renders the same file for local addresses.
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
# The first site, until the API's first rebuild writes into the shared volume.
COPY --from=build /app/site/dist /srv/site/dist
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD wget -qO- http://127.0.0.1/nginx-health >/dev/null || exit 1
