import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @chargevalet/api db:generate` writes SQL migrations into drizzle/; the server applies them
// from code at start-up (src/db/migrate.ts). Never point drizzle-kit at a live PGlite data directory.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
