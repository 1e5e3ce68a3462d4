/** Entry `@console/shared/ui/menu`: the actions menu, a positioned popover over a collection. */
export * from './Menu';
