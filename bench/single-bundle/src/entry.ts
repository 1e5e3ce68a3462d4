/**
 * The single bundle's entry: what shell/src/index.ts starts, without federation's async boundary
 * (one bundle has no shared modules to negotiate): the remotes' preload, then the shell.
 */
// The kit's index loads the design tokens, but with the kit tree-shaken (no federation keeps it
// whole) imports skip that index, and the tokens with it: loaded here, as the shell's page has them.
import '../../../shared/src/ui/tokens.css';
import { preloadRemotes } from '../../../shell/src/remotes/preload';
import { startShell } from '../../../shell/src/bootstrap';

preloadRemotes(window.location.pathname);
startShell();
