import { lazy, type ComponentType } from 'react';

/**
 * A remote's page loaded when it is first opened, so one page does not carry another's code
 * (the audiences page without the invite import, the reports without the revenue dashboard).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
