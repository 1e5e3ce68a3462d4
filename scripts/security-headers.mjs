/**
 * Security headers of the console's static servers (shell and remotes). The shell's
 * Content-Security-Policy allows exactly the origins of the current remote registry (read per
 * request, so a redeploy to a new origin is allowed at once) and the embedded services named
 * in CONSOLE_EMBED_ORIGINS (comma separated); nothing else.
 */

/** The origins of the registry's manifest URLs. */
export function registryOrigins(registry) {
  const origins = new Set();
  for (const remote of registry?.remotes ?? []) {
    try {
      origins.add(new URL(remote.manifestUrl).origin);
    } catch {
      // an unparsable entry is refused by the shell's registry schema anyway
    }
  }
  return [...origins];
}

export function embedOrigins(env = process.env) {
  return (env.CONSOLE_EMBED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The shell's policy: its own files, the remotes' scripts and manifests, embedded frames. */
export function shellContentSecurityPolicy(remoteOrigins, frameOrigins = []) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`.trim(),
    // A remote's worker starts from a same-origin blob loader (@console/shared/worker).
    "worker-src 'self' blob:",
    // style-loader injects each module's CSS as a <style> element.
    `style-src 'self' 'unsafe-inline' ${remotes}`.trim(),
    `connect-src 'self' ${remotes}`.trim(),
    `img-src 'self' data: ${remotes}`.trim(),
    `font-src 'self' ${remotes}`.trim(),
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A remote's policy: its files are scripts other origins load; its own page is a dev host. */
export const REMOTE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response of a static server carries, besides its CSP. */
export function baseSecurityHeaders({ crossOrigin }) {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // A remote's scripts are loaded by the shell from another origin.
    'cross-origin-resource-policy': crossOrigin ? 'cross-origin' : 'same-origin',
  };
}
