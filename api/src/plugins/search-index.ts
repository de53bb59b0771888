import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';

export interface SearchIndex {
  /** Merges the entries placed orders left in the trigram index's pending list; answers how many pages it merged. */
  mergePending(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex;
  }
}

/**
 * The manager's search index (order_search_trgm_idx, GIN) takes a new order's trigrams into a pending list first
 * (`fastupdate`: a placement appends, 0.04 ms, instead of updating ~40 posting lists, 0.5 ms), and every search
 * reads that whole list. PostgreSQL merges it only when it outgrows 4 MB (about 2,500 orders: weeks of this service's
 * orders, during which a search read up to 400 extra pages, 1.15 ms instead of ~0.3) or at a vacuum. So each
 * instance merges it every SEARCH_INDEX_MERGE_MS (30 s), in the background; a merge finds the list empty or short,
 * and concurrent merges wait for each other.
 */
export default fp(
  async (fastify) => {
    const searchIndex: SearchIndex = {
      async mergePending() {
        const [row] = rowsOf<{ pages: number }>(await fastify.db.execute(sql`select gin_clean_pending_list('order_search_trgm_idx')::int as pages`));
        return row?.pages ?? 0;
      },
    };
    fastify.decorate('searchIndex', searchIndex);

    let timer: NodeJS.Timeout | undefined;
    // a merge under way when the instance shuts down ends before the database does
    let merging: Promise<unknown> = Promise.resolve();
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => {
        merging = searchIndex.mergePending().catch((error: unknown) => fastify.log.warn({ err: error }, 'merging the search index failed'));
      }, fastify.config.searchIndexMergeMs).unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await merging;
    });
  },
  { name: 'search-index', dependencies: ['config', 'db'] },
);
