/**
 * What a remote exposes as `./app`: its pages, stamped with the contract version this build
 * compiled against. The stamp is a build-time constant of the remote's own bundle, never read
 * from `@console/shared` at run time (that module is a singleton the shell provides, so it
 * would always report the shell's own version).
 */
import app from 'console-remote-app';

// eslint-disable-next-line no-undef
export default { ...app, contractVersion: __CONSOLE_CONTRACT_VERSION__ };
