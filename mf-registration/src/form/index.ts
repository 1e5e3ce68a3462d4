/**
 * The registration form feature of mf-registration (issue #42): the Form page (§2.8, §6: form
 * write). Its hooks and client (`hooks/`, `client/`) are the Registration flows page's too
 * (`../flows`): both pages edit the same fields (decision 0035).
 */
export { FormPage } from './page/FormPage';
