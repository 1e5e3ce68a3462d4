/**
 * Embed tokens (decision 0014: jose, HS256, short `exp`, audience claim): the API signs one per
 * embed URL and verifies it again when the analytics service asks for the dashboard's data. Only
 * HS256 is accepted (no `none`, no algorithm confusion), with our audience and issuer, unexpired,
 * and carrying claims of the contract's shape. A token names the log-in session that asked for it
 * (`sid`, decision 0031) and is refused once that session has ended (logout, expiry, or ended from
 * the sessions list), whatever its own expiry says.
 */
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ERROR_CODES, IdSchema } from '@console/shared/contract';
import {
  ANALYTICS_EXTRA_MESSAGES,
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_ISSUER,
  EMBED_TOKEN_TTL_SECONDS,
  EmbedClaimsSchema,
  type EmbedClaims,
} from '@console/analytics-contract';
import { isSessionLive } from '../auth/sessions';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';

const ALGORITHM = 'HS256';
/** A compact JWS: three base64url parts; anything longer than this is not one of ours. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const MAX_TOKEN_LENGTH = 4096;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export const embedTokenInvalid = () =>
  new ApiError(401, ERROR_CODES.unauthenticated, ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid);

const embedSessionEnded = () =>
  new ApiError(401, ERROR_CODES.unauthenticated, ANALYTICS_EXTRA_MESSAGES.embedSessionEnded);

/** The claims the API signs: the contract's, and the id of the session that asked (JWT `sid`). */
const SignedClaimsSchema = EmbedClaimsSchema.extend({
  sid: z
    .string()
    .regex(/^[1-9][0-9]*$/)
    .transform(Number)
    .pipe(IdSchema),
});

export interface VerifiedEmbedToken {
  claims: EmbedClaims;
  sessionId: number;
}

export interface SignedEmbedToken {
  token: string;
  expiresAt: Date;
}

export async function signEmbedToken(
  claims: EmbedClaims,
  sessionId: number,
  secret: string,
  now = new Date(),
): Promise<SignedEmbedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + EMBED_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...claims, sid: String(sessionId) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(EMBED_TOKEN_AUDIENCE)
    .setIssuer(EMBED_TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The token's claims and session; a 401 when it is altered, expired, foreign or not ours. */
export async function verifyEmbedToken(token: string, secret: string): Promise<VerifiedEmbedToken> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: EMBED_TOKEN_AUDIENCE,
      issuer: EMBED_TOKEN_ISSUER,
      requiredClaims: ['exp', 'iat'],
    });
    const parsed = SignedClaimsSchema.safeParse(payload);
    if (!parsed.success) throw embedTokenInvalid();
    const { sid, ...claims } = parsed.data;
    return { claims, sessionId: sid };
  } catch {
    throw embedTokenInvalid();
  }
}

/**
 * The `embed-token` access rule's check (http/access.ts): verifies the bearer token and that its
 * session is live before the handler runs, and keeps its claims for `claimsOf`.
 */
export function embedTokenVerifier(secret: string, db: Db) {
  const verified = new WeakMap<FastifyRequest, EmbedClaims>();
  return {
    async verify(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const match =
        typeof header === 'string' && header.length <= MAX_TOKEN_LENGTH
          ? BEARER.exec(header)
          : null;
      if (!match?.[1]) throw embedTokenInvalid();
      const { claims, sessionId } = await verifyEmbedToken(match[1], secret);
      if (!(await isSessionLive(db, sessionId))) throw embedSessionEnded();
      verified.set(request, claims);
    },
    claimsOf(request: FastifyRequest): EmbedClaims {
      const claims = verified.get(request);
      if (!claims) throw embedTokenInvalid();
      return claims;
    },
  };
}
