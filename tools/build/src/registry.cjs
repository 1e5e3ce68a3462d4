/**
 * The remote registry document served by the shell at /registry.json (dev server and
 * production server alike). Read from REMOTE_REGISTRY_FILE on every call when set, so an
 * environment can point the shell at other remote builds without a restart or rebuild.
 */
const fs = require('node:fs');
const path = require('node:path');

const REMOTE_PORTS = Object.freeze({
  'mf-people': 3001,
  'mf-access-control': 3002,
  'mf-approvals': 3003,
  'mf-analytics': 3004,
  'mf-integrations': 3005,
  'mf-registration': 3008,
  'mf-event-setup': 3009,
});
const SHELL_PORT = 3000;
const API_PORT = 4000;

function remoteVersion(name) {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../..', name, 'package.json'), 'utf8'),
    );
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The default registry: each remote's manifest on localhost (or REMOTE_HOST) at its port. */
function defaultRegistry(env = process.env) {
  const host = (env.REMOTE_HOST || 'http://localhost').replace(/\/$/, '');
  return {
    remotes: Object.entries(REMOTE_PORTS).map(([name, port]) => ({
      name,
      manifestUrl: `${host}:${port}/mf-manifest.json`,
      version: remoteVersion(name),
    })),
  };
}

/** The registry document for this request: the file named by REMOTE_REGISTRY_FILE, else the default. */
function readRegistry(env = process.env) {
  const file = env.REMOTE_REGISTRY_FILE;
  if (file) return JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  return defaultRegistry(env);
}

module.exports = { REMOTE_PORTS, SHELL_PORT, API_PORT, defaultRegistry, readRegistry };
