# syntax=docker/dockerfile:1
# The production image (decision 0021): one Node.js process serving the site, data under /data.
#   docker build --build-arg APP_COMMIT="$(git rev-parse HEAD)" -t staffing-site .
#   docker run -p 3000:3000 -v staffing-data:/data -e AUTH_SECRET=... -e PUBLIC_URL=https://... staffing-site
# scripts/container-check.sh builds and runs it without an image registry.

# Both stages start from the slim image: one base to pull and patch, and a runtime without compilers.
FROM node:24-bookworm-slim AS build
# better-sqlite3 compiles itself when its prebuilt binary cannot be downloaded; the compiler then
# finds Node's headers in /usr/local/include instead of downloading them.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` refuses a lockfile whose other platforms' optional builds a registry mirror lacks; the
# lockfile still pins every version this platform needs (as scripts/setup-test.sh does).
RUN npm ci --no-audit --no-fund || npm install --no-save --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# Owned by root: the server, running as `node`, can write its data and nothing of its code.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The operator's commands, run from the build: node scripts/admin-create.mjs, backup.mjs, restore.mjs.
COPY --from=build /app/scripts/run-command.mjs /app/scripts/admin-create.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# 200 while the database answers (`/healthz`); the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Last, so another commit reuses every layer above.
ARG APP_COMMIT=unknown
ENV APP_COMMIT=$APP_COMMIT
# Exec form: node itself is PID 1 (the image's entrypoint execs it) and receives SIGTERM, on which
# the server finishes its requests, stops its workers and closes the database.
CMD ["node", "build/entry/server.js"]
