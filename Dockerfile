# GroFresh: one image runs the API and serves the built web app. See docs/deploy.md.
#   docker build -t grofresh .
#   docker build --build-arg PG_MAJOR=16 -t grofresh .   (pg_dump for a PostgreSQL 16 server)

# ---- build: the web app (Vite) ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The project pins npm 11 (package.json's allowScripts: only the listed packages run install scripts).
RUN npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
# The build is a folder of its own that apps/web/dist links to (apps/web/scripts/build.mjs):
# the image takes the folder itself.
RUN npm run build -w @grofresh/web && cp -rL apps/web/dist /app/web-dist

# ---- runtime: the API's production dependencies, the web app's files, a non-root user ----
FROM node:22-bookworm-slim AS runtime
# npm run backup / restore need pg_dump, pg_restore and psql of the database server's major
# version or newer: PostgreSQL's own apt repository has every version (Debian's has one).
ARG PG_MAJOR=17
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && install -d /usr/share/postgresql-common/pgdg \
 && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
      https://www.postgresql.org/media/keys/ACCC4CF8.asc \
 && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
      > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
 && apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/* \
 && npm install -g npm@11 --no-audit --no-fund && npm cache clean --force

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    PG_BIN_DIR=/usr/lib/postgresql/${PG_MAJOR}/bin \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# Only the API's runtime dependencies (tsx runs its TypeScript; no build step, no dev tools).
RUN npm ci --omit=dev --workspace @grofresh/api --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/api apps/api
COPY --from=build /app/web-dist apps/web/dist
# Uploaded pictures (unless S3_BUCKET) and backups live in DATA_DIR: mount a volume there.
RUN install -d -o node -g node /data
USER node
WORKDIR /app/apps/api
EXPOSE 3000
# The shop finishes open requests and running jobs on SIGTERM, then exits within 25 s: give
# it longer (compose.yaml's stop_grace_period: 35s; docker stop -t 35).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: the signals reach the shop.
CMD ["node", "--import", "tsx", "src/server.ts"]
