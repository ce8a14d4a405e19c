# syntax=docker/dockerfile:1
# The inPHR site: the compiled server with the built web app, as a non-root user on a read-only
# root filesystem. Build: docker build -t inphr-web .  Run: see compose.yaml and README "Production".

FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV CI=true
# Manifests first, so that the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY patches ./patches
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api/package.json packages/api/
COPY packages/content/package.json packages/content/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
COPY apps/studio/package.json apps/studio/
COPY tools/artwork/package.json tools/artwork/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npx -y pnpm@10.34.8 install --frozen-lockfile
COPY . .
# The web app (client bundles, server renderer, the artwork tools/artwork draws), the staff studio (static files)
# and the compiled server.
RUN npx -y pnpm@10.34.8 exec turbo run build --filter=@inphr/web --filter=@inphr/studio --filter=@inphr/server
# Each app with its production dependencies only, as plain directories.
RUN npx -y pnpm@10.34.8 --filter @inphr/server deploy --prod --legacy /out/server \
 && npx -y pnpm@10.34.8 --filter @inphr/web deploy --prod --legacy /out/web

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX: as apps/server/scripts/launch.mjs's RUNTIME_ENV says why (RSS at rest).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/web/dist \
    STUDIO_DIST=/app/studio \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and not writable by the server's user: the code cannot be changed at run time.
COPY --from=build /out/server /app/server
COPY --from=build /out/web /app/web
# The studio is static files only (no server code, no dependencies).
COPY --from=build /src/apps/studio/dist /app/studio
# The embedded database's directory (unused with DATABASE_URL): private to the server's user.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: the process answers. Orchestrators should use /readyz for traffic (database, Redis).
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain Node: one process per instance, about one instance per core behind the proxy (compose.yaml).
CMD ["node", "/app/server/dist/main.js"]
