import { useLocale } from '../i18n';
import { PageHeading } from './PageHeading';
import { Pending } from './QueryStatus';

type Localized = { de: string; en: string };

/** A declared page's title and lead (a remote's src/pages.json); loose, so that the JSON file is accepted as imported. */
export interface DeclaredPageTexts {
  id: string;
  title: Localized;
  lead?: Localized | undefined;
}

/** PageHeading's props for a declared page. */
export type DeclaredHeading = { title: string; description?: string };

/** A declared page's `title` and `lead` in `locale` (PageHeading's props); the lead only when declared. */
export function declaredHeading(pages: readonly DeclaredPageTexts[], pageId: string, locale: 'de' | 'en'): DeclaredHeading | undefined {
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) return undefined;
  return page.lead ? { title: page.title[locale], description: page.lead[locale] } : { title: page.title[locale] };
}

/**
 * What shows of a declared page while its code loads, inside its area: for a page that declares a lead, its heading
 * and lead where the page will show them (the page's largest text on screen before its code: issue 29's LCP), then a
 * spinner. The shell shows it while the remote's code loads (DeclaredAreaPlaceholder), the remote while a page of
 * its own loads (DeclaredRoutes), so nothing moves between the two. The heading is a stand-in (`p`): focus after a
 * navigation goes to the page's own h1.
 */
export function DeclaredPagePending({ pages, pageId }: { pages: readonly DeclaredPageTexts[]; pageId: string }) {
  const heading = declaredHeading(pages, pageId, useLocale().locale);
  return (
    <>
      {heading?.description && <PageHeading as="p" {...heading} />}
      <Pending />
    </>
  );
}
