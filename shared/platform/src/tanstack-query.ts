/**
 * TanStack Query through the platform (like Chakra, the router and react-i18next): the page's one copy, tree-shaken to
 * what the apps use. Shared as a module of its own, all of it came with every page (infinite queries, useQueries,
 * HydrationBoundary, the suspense hooks: 3 KB gzip more), as Module Federation does not tree-shake shared modules.
 * App code keeps writing `from '@tanstack/react-query'`: the build points such imports here (shared/build) and fails
 * when a name is missing: add it below. Its types come from the package itself (`import type`).
 */
export { QueryClient, QueryClientProvider, useQuery, useMutation, useQueryClient, queryOptions, keepPreviousData, hydrate, dehydrate } from '@tanstack/react-query';
