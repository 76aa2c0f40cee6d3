# syntax=docker/dockerfile:1
# Multi-stage build: dependencies, production build, then a slim non-root runtime.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm's postinstall applies patches/ (patch-package) to node_modules.
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    SEED=false \
    CHROMIUM_PATH=/usr/bin/chromium
# Debian's Chromium prints the case-summary PDFs (server/pdf); fonts are embedded from @fontsource.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
# build/ holds the Remix app and the compiled server (scripts/build-server.mjs): no sources, no TypeScript loader.
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
COPY --chown=node:node public ./public
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The V8 heap settings of `npm start` (README, "Memory and load"): without them V8 lets the old generation grow to about
# four times its live size on a machine with more than 16 GB before collecting it.
CMD ["node", "--max-old-space-size=512", "--max-semi-space-size=16", "build/server-start.mjs"]
