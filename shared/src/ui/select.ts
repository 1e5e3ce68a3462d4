/** Entry `@console/shared/ui/select`: the listbox pickers, loaded only by pages that offer a choice. */
export * from './Select';
export * from './MultiSelect';
