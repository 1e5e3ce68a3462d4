/**
 * The registration flows feature of mf-registration (issue #42): the Registration flows page
 * (§2.8, §6: flows write). It reads and writes through the form feature's hooks (`../form`).
 */
export { FlowsPage } from './FlowsPage';
