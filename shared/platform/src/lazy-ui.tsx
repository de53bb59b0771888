import { Suspense, createElement, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { Accordion as AccordionNs, Checkbox as CheckboxNs, Collapsible as CollapsibleNs, Dialog as DialogNs, Drawer as DrawerNs, Menu as MenuNs, Presence as PresenceC, RadioGroup as RadioGroupNs, Switch as SwitchNs, Tabs as TabsNs } from '@chakra-ui/react';
import type { Toaster as ToasterC } from './toaster-view';

/**
 * Chakra components built on state machines (zag.js), each family in a chunk of its own (heavy/*.ts): a page loads
 * the machines it renders (the landing page its drawer and FAQ accordion, not the menu, tabs or radio groups), on
 * first use, so they stay out of the JavaScript a page needs before it paints. The first interaction preloads the rest.
 */
interface Families {
  Accordion: typeof AccordionNs;
  Checkbox: typeof CheckboxNs;
  Collapsible: typeof CollapsibleNs;
  Dialog: typeof DialogNs;
  Drawer: typeof DrawerNs;
  Menu: typeof MenuNs;
  Presence: typeof PresenceC;
  RadioGroup: typeof RadioGroupNs;
  Switch: typeof SwitchNs;
  Tabs: typeof TabsNs;
  Toaster: typeof ToasterC;
}
type Family = keyof Families;

const LOADERS: { [K in Family]: () => Promise<{ part: Families[K] }> } = {
  Accordion: () => import(/* webpackChunkName: "ui-accordion" */ './heavy/accordion'),
  Checkbox: () => import(/* webpackChunkName: "ui-checkbox" */ './heavy/checkbox'),
  Collapsible: () => import(/* webpackChunkName: "ui-collapsible" */ './heavy/collapsible'),
  Dialog: () => import(/* webpackChunkName: "ui-dialog" */ './heavy/dialog'),
  Drawer: () => import(/* webpackChunkName: "ui-drawer" */ './heavy/drawer'),
  Menu: () => import(/* webpackChunkName: "ui-menu" */ './heavy/menu'),
  Presence: () => import(/* webpackChunkName: "ui-presence" */ './heavy/presence'),
  RadioGroup: () => import(/* webpackChunkName: "ui-radio-group" */ './heavy/radio-group'),
  Switch: () => import(/* webpackChunkName: "ui-switch" */ './heavy/switch'),
  Tabs: () => import(/* webpackChunkName: "ui-tabs" */ './heavy/tabs'),
  Toaster: () => import(/* webpackChunkName: "ui-toaster" */ './toaster-view').then((m) => ({ part: m.Toaster })),
};

const loading: { [K in Family]?: Promise<Families[K]> } = {};
const loaded: { [K in Family]?: Families[K] } = {};

/** Loads one family's chunk (idempotent). */
export function loadFamily<K extends Family>(family: K): Promise<Families[K]> {
  const pending = (loading[family] ??= LOADERS[family]().then(({ part }) => {
    loaded[family] = part;
    return part;
  }) as (typeof loading)[K]);
  return pending as Promise<Families[K]>;
}

/** Loads every family (idempotent): called on the first interaction, before they are needed. */
export function preloadHeavyComponents(): Promise<unknown> {
  return Promise.all((Object.keys(LOADERS) as Family[]).map(loadFamily));
}

/** Nothing to subscribe to: useSyncExternalStore only tells a hydration or server render (its server snapshot) apart. */
const noChange = () => () => undefined;

/** A component that renders `pick(family)` once the family's chunk is there (nothing until then). */
export function lazyComponent<K extends Family, P extends object>(family: K, pick: (m: Families[K]) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadFamily(family).then((m) => ({ default: pick(m) })));
  function LazyPart(props: P) {
    // Once the chunk is there, parts mounted from then on render synchronously (no Suspense round trip per part).
    // The choice is fixed per instance so that a mounted part never changes its tree (and loses state). The server
    // (shell/src/server) and the hydration of its markup always take the Suspense path (the same tree on both sides).
    const hydrating = useSyncExternalStore(noChange, () => false, () => true);
    const [direct] = useState(() => loaded[family] !== undefined && !hydrating);
    const ready = loaded[family];
    if (direct && ready) return createElement(pick(ready), props);
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return LazyPart;
}

/**
 * The Root of an overlay opened by its `open` prop (Dialog, Drawer): nothing, and nothing loaded, until it first
 * opens. A closed dialog or drawer shows nothing, so a page that never opens one never loads its machines; once
 * open it stays mounted, so closing animates and hands focus back as usual.
 */
function dormantUntilOpen<P extends { open?: boolean }>(Root: ComponentType<P>): ComponentType<P> {
  function DormantRoot(props: P) {
    return useOpenedOnce(props.open !== false) ? createElement(Root, props) : null;
  }
  return DormantRoot;
}

/** Whether an overlay has been open at least once: render (and load) it from its first opening on, never before. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

type Namespace = Exclude<Family, 'Presence' | 'Toaster'>;
/** Families whose Root is opened by its `open` prop: dormant until then (`dormantUntilOpen`). */
const OPENED_BY_PROP: ReadonlySet<Family> = new Set(['Dialog', 'Drawer']);

/**
 * A stand-in for a Chakra namespace (Dialog, Menu, …): `Dialog.Root`, `Dialog.Content`, … are lazy components with
 * the same props. Part components are created once and cached, so their identity is stable.
 */
function lazyNamespace<K extends Namespace>(key: K): Families[K] {
  const parts = new Map<string, ComponentType<object>>();
  return new Proxy({} as Families[K], {
    get(_target, part) {
      if (typeof part !== 'string') return undefined;
      let component = parts.get(part);
      if (!component) {
        component = lazyComponent(key, (m) => (m as unknown as Record<string, ComponentType<object>>)[part] as ComponentType<object>);
        if (part === 'Root' && OPENED_BY_PROP.has(key)) component = dormantUntilOpen(component);
        (component as { displayName?: string }).displayName = `${key}.${part}`;
        parts.set(part, component);
      }
      return component;
    },
  });
}

export const Accordion = lazyNamespace('Accordion');
export const Checkbox = lazyNamespace('Checkbox');
export const Collapsible = lazyNamespace('Collapsible');
export const Dialog = lazyNamespace('Dialog');
export const Drawer = lazyNamespace('Drawer');
export const Menu = lazyNamespace('Menu');
export const RadioGroup = lazyNamespace('RadioGroup');
export const Switch = lazyNamespace('Switch');
export const Tabs = lazyNamespace('Tabs');
export const Presence = lazyComponent('Presence', (m) => m);
