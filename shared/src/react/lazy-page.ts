import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads when first needed; `preload()` loads it ahead of its render. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload(): Promise<void>;
};

/**
 * A page loaded when it is first opened, so one page does not carry another's code (the
 * audiences page without the invite import, the reports without the revenue dashboard, the
 * shell's first load without its table pages).
 *
 * Rendered before its code is loaded, it suspends (React.lazy). Loaded through `preload()` first,
 * it renders at once: React holds back the reveal of content that suspended until 300 ms after a
 * Suspense fallback last showed, and a page's first requests waited that long for it.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => loadOnce().then((page) => ({ default: page })));
  function LazyLoadedPage(props: P) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(LazyLoadedPage, {
    preload: () => loadOnce().then(() => undefined),
  });
}

/** Loads `page` ahead when it is a lazyPage; answers at once for any other component. */
export async function preloadPage(page: ComponentType | undefined): Promise<void> {
  if (page && 'preload' in page && typeof page.preload === 'function') await page.preload();
}

/** The handlers `preloadOnIntent` answers, which a kit Button or Tab takes as props. */
export interface PreloadIntentProps {
  onHoverStart?: () => void;
  onFocus?: () => void;
}

/**
 * Props for the control that opens `component` (a button, a tab): its code starts loading when
 * the pointer or the keyboard focus reaches the control, so that it usually opens without
 * waiting. A failed load is left to the render, which shows the error where the component
 * opens. With no component (a control that opens nothing lazy), no props.
 */
export function preloadOnIntent(
  component: Pick<LazyPage, 'preload'> | undefined,
): PreloadIntentProps {
  if (!component) return {};
  const preload = () => {
    component.preload().catch(() => undefined);
  };
  return { onHoverStart: preload, onFocus: preload };
}
