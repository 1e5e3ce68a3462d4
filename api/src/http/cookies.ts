/**
 * The session cookie, read and written by hand: one cookie with a base64url value needs no
 * encoding. (@fastify/cookie loads the ESM-only `cookie` package with a dynamic import(), which
 * jest's CommonJS sandbox cannot run.)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieAttributes {
  maxAgeSeconds?: number;
  secure: boolean;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Sets (replacing any earlier value in this reply) an HttpOnly, SameSite=Lax, Path=/ cookie. */
export function writeCookie(reply: FastifyReply, name: string, value: string, attributes: CookieAttributes): void {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (attributes.maxAgeSeconds !== undefined) parts.push(`Max-Age=${attributes.maxAgeSeconds}`);
  if (attributes.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.secure) parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const others = (Array.isArray(existing) ? existing : typeof existing === 'string' ? [existing] : []).filter(
    (c) => !c.startsWith(`${name}=`),
  );
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, parts.join('; ')]);
}
