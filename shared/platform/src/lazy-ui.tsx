import { Suspense, createElement, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import type * as Heavy from './heavy';

type HeavyModule = typeof Heavy;
let loading: Promise<HeavyModule> | null = null;
let loaded: HeavyModule | null = null;

/** Loads the state-machine components (idempotent). Called on first render of one of them or first interaction. */
export function preloadHeavyComponents(): Promise<HeavyModule> {
  loading ??= import(/* webpackChunkName: "platform-heavy" */ './heavy').then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

/** Nothing to subscribe to: useSyncExternalStore only tells a hydration or server render (its server snapshot) apart. */
const noChange = () => () => undefined;

/** A component that renders `pick(heavy)` once the heavy chunk is there (nothing until then). */
export function lazyComponent<P extends object>(pick: (m: HeavyModule) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => preloadHeavyComponents().then((m) => ({ default: pick(m) })));
  function LazyPart(props: P) {
    // Once the chunk is there, parts mounted from then on render synchronously (no Suspense round trip per part).
    // The choice is fixed per instance so that a mounted part never changes its tree (and loses state). The server
    // (shell/src/server) and the hydration of its markup always take the Suspense path (the same tree on both sides).
    const hydrating = useSyncExternalStore(noChange, () => false, () => true);
    const [direct] = useState(() => loaded !== null && !hydrating);
    if (direct && loaded) return createElement(pick(loaded), props);
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return LazyPart;
}

/**
 * A stand-in for a Chakra namespace (Dialog, Menu, …): `Dialog.Root`, `Dialog.Content`, … are lazy components with
 * the same props. Part components are created once and cached, so their identity is stable.
 */
export function lazyNamespace<K extends 'Accordion' | 'Checkbox' | 'Collapsible' | 'Dialog' | 'Drawer' | 'Menu' | 'RadioGroup' | 'Switch' | 'Tabs'>(
  key: K,
): HeavyModule[K] {
  const parts = new Map<string, ComponentType<object>>();
  return new Proxy({} as HeavyModule[K], {
    get(_target, part) {
      if (typeof part !== 'string') return undefined;
      let component = parts.get(part);
      if (!component) {
        component = lazyComponent((m) => (m[key] as unknown as Record<string, ComponentType<object>>)[part] as ComponentType<object>);
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
export const Presence = lazyComponent((m) => m.Presence);
