/**
 * Embed tokens: HS256 JWTs the API signs for one event, dashboard and viewer (the analytics
 * contract's EmbedClaims). Only HS256 is accepted (no `none`, no algorithm switch), with this
 * audience and issuer and a required expiry; anything else is refused as a whole.
 */
import {
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_ISSUER,
  EmbedClaimsSchema,
  type EmbedClaims,
} from '@console/analytics-contract';
import { jwtVerify } from 'jose';

/** A signed token is a few hundred characters; the router refuses a longer one (414). */
export const MAX_TOKEN_LENGTH = 4096;

export function embedSecretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** The token's claims when it is valid now, else null. */
export async function verifyEmbedToken(
  token: string,
  key: Uint8Array,
): Promise<EmbedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: EMBED_TOKEN_AUDIENCE,
      issuer: EMBED_TOKEN_ISSUER,
      requiredClaims: ['exp'],
    });
    const claims = EmbedClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
