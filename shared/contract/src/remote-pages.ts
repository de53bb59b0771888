import { z } from 'zod';
import { ROLES } from './roles';
import { LOCALIZED_MAX, PAGE_AUDIENCES, PAGE_DATA_MAX, PAGE_DATA_PATTERN } from './remote-pages-core';

// The audiences and the declaration's check without zod (toRemotePages) are in remote-pages-core.ts (contract/core).
export * from './remote-pages-core';

/**
 * What a remote declares about its pages (README, "A remote owns its pages"): the remote's build writes its
 * `src/pages.json` into its mf-manifest.json (`metaData.pages`); the shell reads it at run time, routes the paths,
 * shows the sidebar entries and names the tab. The shell's own build names no page of a remote.
 */


const localizedText = (max: number) => z.object({ de: z.string().min(1).max(max), en: z.string().min(1).max(max) });
const localizedSchema = localizedText(LOCALIZED_MAX.label);
/** An absolute route pattern in react-router syntax: `/orders/:id`, `/book-a-service/*`. */
const routePatternSchema = z.string().regex(/^\/[A-Za-z0-9\-_/:*]*$/);

export const remotePagesSchema = z.object({
  /**
   * The area's frame (the platform's DeclaredArea): its name, the sentence under it and the name of its tabs' landmark;
   * the shell shows it while the remote's code loads, the remote the same once there.
   */
  area: z.object({ title: localizedSchema, subtitle: localizedText(LOCALIZED_MAX.sentence), navLabel: localizedSchema }).optional(),
  /** The remote's pages. `id` names the page in the remote's code (its component); unique per remote. */
  pages: z
    .array(
      z.object({
        id: z.string().min(1),
        path: routePatternSchema,
        /** Who may enter; a signed-in role not listed meets not-found, a guest not listed is sent to sign in. */
        roles: z.array(z.enum(PAGE_AUDIENCES)).min(1),
        /** Names the browser tab while the page is on screen (its h1 may name it more precisely). */
        title: localizedSchema,
        /**
         * The sentence under the page's h1, which is then the declared `title`: the shell shows both while the
         * remote's code loads (its largest text is on screen before the remote's code arrives), the page the same
         * in the same place (the platform's useDeclaredHeading).
         */
        lead: localizedText(LOCALIZED_MAX.sentence).optional(),
        /**
         * The GET calls the page makes first (`pageDataUrls`: `:name` from the page's path, `{today}` and `{monday}`
         * as Berlin dates): the API answers them inside the page it sends, so the page's first render waits for
         * none of them.
         */
        data: z.array(z.string().regex(PAGE_DATA_PATTERN)).max(PAGE_DATA_MAX).optional(),
      }),
    )
    .min(1),
  /** Paths that lead a role elsewhere (e.g. a manager on a customer's path to the manager's own page). */
  redirects: z.array(z.object({ path: routePatternSchema, roles: z.array(z.enum(ROLES)).min(1), to: routePatternSchema })).default([]),
  /** Sidebar entries: for each listed role, ordered by `order` across every remote's entries. */
  nav: z.array(z.object({ to: routePatternSchema, label: localizedSchema, roles: z.array(z.enum(ROLES)).min(1), order: z.number().int() })).default([]),
});
export type RemotePages = z.infer<typeof remotePagesSchema>;
export type RemotePage = RemotePages['pages'][number];
export type RemoteNavEntry = RemotePages['nav'][number];
