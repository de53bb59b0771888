import { lazy, type ComponentType } from 'react';

/**
 * A component that loads with a chunk of its own when first rendered (React's `lazy` for a named export): `name` is
 * its export in the module `load` imports. Render it inside a Suspense boundary.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  return lazy<ComponentType<Props>>(() => load().then((module) => ({ default: module[name] })));
}
