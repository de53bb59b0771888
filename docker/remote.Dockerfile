# One recipe for every remote (build argument APP, e.g. mfe-booking): build it, then serve its dist on its own
# origin with scripts/serve-remote.mjs (CORS, caching, and the staff gate when AUTH_URL is set).
FROM node:20-bookworm-slim AS build
ARG APP
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@12.21.0
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "@chargevalet/${APP}" build

FROM node:20-bookworm-slim
ARG APP
WORKDIR /app
COPY --from=build /src/scripts/serve-remote.mjs ./serve-remote.mjs
COPY --from=build /src/${APP}/dist ./dist
ENV DIST=/app/dist NODE_ENV=production
USER node
CMD ["node", "serve-remote.mjs"]
