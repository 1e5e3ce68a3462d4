/**
 * The single bundle's entry: what shell/src/index.ts starts, without federation's async boundary
 * (one bundle has no shared modules to negotiate): the remotes' preload, then the shell.
 */
import { preloadRemotes } from '../../../shell/src/remotes/preload';
import { startShell } from '../../../shell/src/bootstrap';

preloadRemotes(window.location.pathname);
startShell();
