import { lazy, type ComponentType } from 'react';

/**
 * A page loaded when it is first opened, so one page does not carry another's code (the
 * audiences page without the invite import, the reports without the revenue dashboard, the
 * shell's first load without its table pages).
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
