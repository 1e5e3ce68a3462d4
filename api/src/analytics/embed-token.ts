/**
 * Embed tokens (decision 0014: jose, HS256, short `exp`, audience claim): the API signs one per
 * embed URL and verifies it again when the analytics service asks for the dashboard's data. Only
 * HS256 is accepted (no `none`, no algorithm confusion), with our audience and issuer, unexpired,
 * and carrying claims of the contract's shape.
 */
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { ERROR_CODES } from '@console/shared/contract';
import {
  ANALYTICS_EXTRA_MESSAGES,
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_ISSUER,
  EMBED_TOKEN_TTL_SECONDS,
  EmbedClaimsSchema,
  type EmbedClaims,
} from '@console/analytics-contract';
import { ApiError } from '../http/errors';

const ALGORITHM = 'HS256';
/** A compact JWS: three base64url parts; anything longer than this is not one of ours. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const MAX_TOKEN_LENGTH = 4096;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export const embedTokenInvalid = () =>
  new ApiError(401, ERROR_CODES.unauthenticated, ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid);

export interface SignedEmbedToken {
  token: string;
  expiresAt: Date;
}

export async function signEmbedToken(
  claims: EmbedClaims,
  secret: string,
  now = new Date(),
): Promise<SignedEmbedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + EMBED_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(EMBED_TOKEN_AUDIENCE)
    .setIssuer(EMBED_TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The token's claims, or a 401 when it is altered, expired, foreign or not of our shape. */
export async function verifyEmbedToken(token: string, secret: string): Promise<EmbedClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: EMBED_TOKEN_AUDIENCE,
      issuer: EMBED_TOKEN_ISSUER,
      requiredClaims: ['exp', 'iat'],
    });
    const claims = EmbedClaimsSchema.safeParse(payload);
    if (!claims.success) throw embedTokenInvalid();
    return claims.data;
  } catch {
    throw embedTokenInvalid();
  }
}

/**
 * The `embed-token` access rule's check (http/access.ts): verifies the bearer token before the
 * handler runs and keeps its claims for `embedClaimsOf`.
 */
export function embedTokenVerifier(secret: string) {
  const verified = new WeakMap<FastifyRequest, EmbedClaims>();
  return {
    async verify(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const match =
        typeof header === 'string' && header.length <= MAX_TOKEN_LENGTH
          ? BEARER.exec(header)
          : null;
      if (!match?.[1]) throw embedTokenInvalid();
      verified.set(request, await verifyEmbedToken(match[1], secret));
    },
    claimsOf(request: FastifyRequest): EmbedClaims {
      const claims = verified.get(request);
      if (!claims) throw embedTokenInvalid();
      return claims;
    },
  };
}
