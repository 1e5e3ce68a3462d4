/** Signs embed tokens the way the API does, with knobs to break each part. */
import {
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_ISSUER,
  EMBED_TOKEN_TTL_SECONDS,
  type EmbedClaims,
} from '@console/analytics-contract';
import { SignJWT } from 'jose';
import { FIXTURE_CLAIMS } from './dashboard-fixture';

export const TEST_SECRET = 'test-embed-secret-that-is-long-enough-for-hs256';

export interface TokenOptions {
  secret?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  claims?: Partial<EmbedClaims>;
}

export async function signToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...FIXTURE_CLAIMS, ...options.claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(options.audience ?? EMBED_TOKEN_AUDIENCE)
    .setIssuer(options.issuer ?? EMBED_TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? EMBED_TOKEN_TTL_SECONDS))
    .sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

/** The token with its payload re-encoded to other claims, the signature left as it was. */
export function withAlteredPayload(token: string, claims: Partial<EmbedClaims>): string {
  const [header, payload, signature] = token.split('.');
  const decoded: Record<string, unknown> = JSON.parse(
    Buffer.from(payload ?? '', 'base64url').toString('utf8'),
  );
  const altered = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, altered, signature].join('.');
}
