# The API, which in production also serves the shell (and, on a single-origin deployment, the remotes).
# Like docker/remote.Dockerfile it copies only what it needs: the workspace manifests (for the frozen lockfile),
# the dependencies of the API, the shell and the booking remote, then the sources of shared/*, api/, shell/ and
# mfe-booking/ (the build-time pages show the wizard's first step: the shell's server renderer compiles the remote's
# server entry, README "Build-time pages") and the other remotes' page declarations. A change in another remote
# does not rebuild this image.
FROM node:20-bookworm-slim AS build
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
RUN pnpm install --frozen-lockfile --filter "@chargevalet/api..." --filter "@chargevalet/shell..." --filter "@chargevalet/mfe-booking..."
COPY tsconfig.base.json ./
COPY shared shared
COPY api api
COPY shell shell
COPY mfe-booking mfe-booking
COPY mfe-profile/src/pages.json mfe-profile/src/
COPY mfe-manager/src/pages.json mfe-manager/src/
COPY mfe-driver/src/pages.json mfe-driver/src/
# The shell's build renders the first-visit pages in Node (no browser): `/`, the wizard's first step and
# `/track-my-number` hold their words in the HTML here too.
RUN pnpm --filter @chargevalet/api build \
 && pnpm --filter @chargevalet/shell build \
 && pnpm --filter @chargevalet/api deploy --prod --legacy /out

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /out ./
COPY --from=build /src/shell/dist ./shell/dist
# the shell's server renderer: a signed-in page comes with its frame rendered (api/src/routes/frontend.ts)
COPY --from=build /src/shell/dist-server ./shell/dist-server
ENV NODE_ENV=production PORT=8080 FRONTEND_DIST=/app
EXPOSE 8080
USER node
CMD ["node", "dist/server.js"]
