# syntax=docker/dockerfile:1
# The New Capital marketplace as one image: the compiled server, the built web app and the
# production packages, run by plain `node` as an unprivileged user. docs/deploy.md says how to run it.

# Node.js as the root package.json's `engines` says (^20.19.0).
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every workspace's packages, then `npm run build` (web app and server).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build

# 2. The packages production needs: the server's and the web app's, nothing for development. npm
# reads every workspace's package.json; only the two named are installed, and the other
# workspaces' folders are dropped after (the contract is compiled into the server and the web build).
FROM ${NODE_IMAGE} AS packages
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/e2e/package.json ./e2e/
COPY --from=build /app/bench/package.json ./bench/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund --workspace=@capital/api --workspace=@capital/web \
 && rm -rf packages e2e bench package-lock.json .npmrc

# 3. What runs: compiled JavaScript, migrations, the web build and production packages. No
# TypeScript, no sources, no demo catalogue.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The root package.json (its `engines` is checked at start), the two apps' package.json files and
# every node_modules folder npm made, then the builds. Owned by root: the app cannot change its code.
COPY --from=packages /app ./
COPY --from=build /app/apps/api/dist ./apps/api/dist
# `npm run create-admin` (the first operator): its launcher runs the compiled dist/create-admin.js.
COPY --from=build /app/apps/api/scripts/create-admin.mjs ./apps/api/scripts/
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/build ./apps/web/build
# Uploaded and generated media live in DATA_DIR: the only place the app writes.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
