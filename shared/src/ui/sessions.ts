/** Entry `@console/shared/ui/sessions`: the session table's columns and filters (a table and pickers). */
export * from './Sessions';
