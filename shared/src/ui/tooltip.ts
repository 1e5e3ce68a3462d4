/** Entry `@console/shared/ui/tooltip`: the tooltip and the chips that use one, both positioned overlays. */
export * from './Tooltip';
export * from './TagList';
