# syntax=docker/dockerfile:1
# Neelami's production image: the compiled server (dist/server) and the built web app (dist/web) on
# Node.js 24, the LTS production runs (decision 034), with only the packages the server needs, run as
# an unprivileged user.
#   docker build -t neelami .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e AUTH_SECRET=<32+ characters> neelami
# compose.yaml runs it as two nodes behind nginx, with PostgreSQL and an S3-compatible store.
# With podman, `podman build --format docker` keeps the HEALTHCHECK (the OCI format has none).

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every package, then `npm run build` (vite, precompression, esbuild)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production packages, the build's output and the bundled sample images
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# NOTE: devDependencies are deleted first: npm keeps a development package that a dependency names
# as an optional peer (better-auth names vitest, vite, react, drizzle-kit…), --omit=dev or not.
RUN npm pkg delete devDependencies && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY assets/property-images ./assets/property-images
# The code stays root's and read-only; the server writes only under DATA_DIR (local uploads).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/ready answers 200 once the server can serve (its database reachable); the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
