# GroFresh: one image runs the API and serves the built web app. See docs/deploy.md.
#   docker build -t grofresh .

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
# npm run backup / restore need nothing but the database driver (no PostgreSQL client programs).
RUN npm install -g npm@11 --no-audit --no-fund && npm cache clean --force

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
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
