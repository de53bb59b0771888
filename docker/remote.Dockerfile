# One recipe for every remote (build argument APP, e.g. mfe-booking): build it, then serve its dist on its own
# origin with scripts/serve-remote.mjs (CORS, caching, and the staff gate when AUTH_URL is set).
#
# The image holds only what that remote needs: the workspace manifests (pnpm's frozen lockfile describes the whole
# workspace, so every package.json is copied, but no other package's code), then the remote's own dependencies
# (`pnpm install --filter "@chargevalet/${APP}..."`: the remote and the workspace packages it uses), then the
# sources of shared/build, shared/contract, shared/platform and the remote itself. A change in another remote, the
# shell or the API changes none of these layers: rebuilding this image reuses its cache, and rebuilding another
# remote's image does not rebuild this one.
FROM node:20-bookworm-slim AS build
ARG APP
RUN test -n "$APP" || (echo "build argument APP is required (e.g. --build-arg APP=mfe-booking)" && exit 1)
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@12.21.0
WORKDIR /src
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
# pnpm applies these to dependencies as it installs them (pnpm-workspace.yaml, patchedDependencies)
COPY patches patches
COPY shared/build/package.json shared/build/
COPY shared/contract/package.json shared/contract/
COPY shared/platform/package.json shared/platform/
COPY shell/package.json shell/
COPY mfe-booking/package.json mfe-booking/
COPY mfe-profile/package.json mfe-profile/
COPY mfe-manager/package.json mfe-manager/
COPY mfe-driver/package.json mfe-driver/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --filter "@chargevalet/${APP}..."
COPY tsconfig.base.json ./
COPY shared/build shared/build
COPY shared/contract shared/contract
COPY shared/platform shared/platform
COPY ${APP} ${APP}
RUN pnpm --filter "@chargevalet/${APP}" build

# The served image: Node, the file server (no dependencies of its own) and the built files.
FROM node:20-bookworm-slim
ARG APP
WORKDIR /app
COPY scripts/serve-remote.mjs ./serve-remote.mjs
COPY --from=build /src/${APP}/dist ./dist
ENV DIST=/app/dist NODE_ENV=production
USER node
CMD ["node", "serve-remote.mjs"]
