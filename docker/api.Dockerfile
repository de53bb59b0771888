# The API, which in production also serves the shell (and, on a single-origin deployment, the remotes).
FROM node:20-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@12.21.0
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @chargevalet/api build \
 && pnpm --filter @chargevalet/shell build \
 && pnpm --filter @chargevalet/api deploy --prod --legacy /out

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /out ./
COPY --from=build /src/shell/dist ./shell/dist
ENV NODE_ENV=production PORT=8080 FRONTEND_DIST=/app
EXPOSE 8080
USER node
CMD ["node", "dist/server.js"]
