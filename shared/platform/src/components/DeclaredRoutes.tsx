import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '../auth';
import { useLocale } from '../i18n';
import { lazyNamed } from '../lazyNamed';
import type { AreaNavItem } from './AreaFrame';
import { DeclaredPagePending, type DeclaredPageTexts } from './DeclaredPagePending';

/**
 * The parts of a remote's page declaration (its src/pages.json, shape: remotePagesSchema of @chargevalet/contract)
 * that the remote itself uses; loose, so that the JSON file is accepted as imported.
 */
interface Declaration {
  pages: (DeclaredPageTexts & { path: string })[];
  nav: DeclaredNavEntry[];
}

/** A sidebar entry of a declaration (its `nav`). */
export interface DeclaredNavEntry {
  to: string;
  label: { de: string; en: string };
  roles: readonly string[];
  order: number;
}

export interface DeclaredRoutesProps {
  /** The remote's page declaration (its src/pages.json, which the shell routes by as well). */
  declaration: Pick<Declaration, 'pages'>;
  /** The component of each declared page id. */
  components: Record<string, ComponentType>;
  /** Where a path of the area that is no declared page goes. */
  fallback: string;
}

/**
 * A declared page's component that loads with a chunk of its own when first rendered: `name` is its export in the
 * module `load` imports. Until it is there, DeclaredRoutes shows what the shell showed while the remote loaded.
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  return lazyNamed(load, name);
}

/**
 * A remote's routes, one per page it declares: the same paths the shell routes to the remote (the shell mounts
 * remotes at the root, so the paths are absolute). A declared page without a component is a build error of the
 * remote's test (each remote's App.test checks both lists). A page whose code loads on its own (`lazy`) shows what
 * the shell showed while the remote's code loaded (DeclaredPagePending) until it is there.
 */
export function DeclaredRoutes({ declaration, components, fallback }: DeclaredRoutesProps) {
  return (
    <Routes>
      {declaration.pages.map((page) => {
        const Page = components[page.id];
        if (!Page) return null;
        const element = (
          <Suspense fallback={<DeclaredPagePending pages={declaration.pages} pageId={page.id} />}>
            <Page />
          </Suspense>
        );
        return <Route key={page.id} path={page.path.slice(1)} element={element} />;
      })}
      <Route path="*" element={<Navigate to={fallback} replace />} />
    </Routes>
  );
}

/**
 * The area's tabs (AreaFrame's nav, below md): the remote's sidebar entries for the signed-in role, in the page's
 * language; without a session (the remote's own dev page) every entry.
 */
export function useDeclaredNav(declaration: Pick<Declaration, 'nav'>): AreaNavItem[] {
  const role = useAuth((s) => s.user?.role ?? null);
  const { locale } = useLocale();
  return [...declaration.nav]
    .filter((entry) => role === null || entry.roles.includes(role))
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ to: entry.to, label: entry.label[locale] }));
}
