# One image for every part of the product; docker-compose.yml picks the part by its command.
# Not built on the development machines (they have no Docker daemon and no registry): see the
# README's "Docker Compose" section. scripts/cluster/compose.test.ts checks that every file
# copied and every npm script run here exists.

# ---- build: dependencies, the native metrics kernel, the web app --------------------------
FROM node:20-bookworm-slim AS build
# node-gyp builds the native metrics kernel during npm ci (postinstall).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY scripts ./scripts
COPY dataaccess/native ./dataaccess/native
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

# ---- runtime: the same tree without the compilers ------------------------------------------
# The parts run their TypeScript through tsx (as npm start does), so node_modules stays whole.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=development \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /var/practice && chown node:node /var/practice
USER node
# The gateway by default; docker-compose.yml names each service's part.
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
