/** The effective-access explainer: who can reach what, and which group decides it. */
export { AccessExplainerPage } from './page/AccessExplainerPage';
