import type { ReactNode } from 'react';
import { useLocale } from '../i18n';
import { AreaFrame } from './AreaFrame';
import { useDeclaredNav, type DeclaredNavEntry } from './DeclaredRoutes';
import { DeclaredPagePending, declaredHeading, type DeclaredHeading, type DeclaredPageTexts } from './DeclaredPagePending';

type Localized = { de: string; en: string };

/**
 * The parts of a remote's page declaration (src/pages.json, shape: remotePagesSchema of @chargevalet/contract) that
 * its frame shows; loose, so that the JSON file is accepted as imported.
 */
export interface AreaDeclaration {
  area?: { title: Localized; subtitle: Localized; navLabel: Localized } | undefined;
  pages: DeclaredPageTexts[];
  nav: DeclaredNavEntry[];
}

export interface DeclaredAreaProps {
  /** The remote's name (AreaFrame's `data-remote`). */
  remote: string;
  /** The remote's declaration, with its `area`. */
  declaration: AreaDeclaration;
  /** The shell's stand-in while the remote's code loads (AreaFrame's `loading`). */
  loading?: boolean;
  children: ReactNode;
}

/**
 * A remote's frame as its declaration states it (its name, sentence and tabs, in the page's language): the remote
 * renders it around its pages, and the shell the same while the remote's code loads (DeclaredAreaPlaceholder).
 */
export function DeclaredArea({ remote, declaration, loading = false, children }: DeclaredAreaProps) {
  const { locale } = useLocale();
  const nav = useDeclaredNav(declaration);
  const area = declaration.area;
  if (!area) return <>{children}</>;
  return (
    <AreaFrame remote={remote} title={area.title[locale]} subtitle={area.subtitle[locale]} navLabel={area.navLabel[locale]} nav={nav} loading={loading}>
      {children}
    </AreaFrame>
  );
}

/** The h1 and lead of a declared page, in the page's language: PageHeading's props. */
export function useDeclaredHeading(declaration: Pick<AreaDeclaration, 'pages'>, pageId: string): DeclaredHeading {
  const heading = declaredHeading(declaration.pages, pageId, useLocale().locale);
  if (!heading) throw new Error(`useDeclaredHeading: no page "${pageId}" in the declaration`);
  return heading;
}

export interface DeclaredAreaPlaceholderProps {
  remote: string;
  declaration: AreaDeclaration;
  /** The page about to show, by its id in the declaration. */
  pageId: string;
}

/**
 * What the shell shows while a remote's code loads: the remote's frame around what shows of the page while its code
 * loads (DeclaredPagePending). Without a declared area, only that.
 */
export function DeclaredAreaPlaceholder({ remote, declaration, pageId }: DeclaredAreaPlaceholderProps) {
  return (
    <DeclaredArea remote={remote} declaration={declaration} loading>
      <DeclaredPagePending pages={declaration.pages} pageId={pageId} />
    </DeclaredArea>
  );
}
