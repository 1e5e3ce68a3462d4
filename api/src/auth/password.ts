/**
 * scrypt password hashes with a per-user random salt. A hash at the default cost is
 * `scrypt$<salt b64>$<hash b64>`; one at another cost names it: `scrypt$<N>$<salt b64>$<hash b64>`.
 * Verifying reads the cost from the hash, so hashes of either form keep working.
 */
import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's CPU/memory cost N (Node's default): what every hash of the product is made with. */
const DEFAULT_COST = 16_384;
/**
 * The cost of the API test suites (testing/run-shard.ts, and the templates of
 * testing/run-api-tests.ts): they hash and check a password at nearly every login of every suite,
 * which at the default cost was a share of the test command's processor worth saving. Hashing and
 * verifying are the same code at any cost.
 */
const TEST_COST = 1_024;
const COSTS = new Set([TEST_COST, 2_048, 4_096, 8_192, DEFAULT_COST]);

let hashCost = DEFAULT_COST;

/** Makes the hashes of this process at the test suites' cost. Called only by the test runner. */
export function hashPasswordsAtTestCost(): void {
  hashCost = TEST_COST;
}

function derive(password: BinaryLike, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, hashCost);
  const parts = [salt.toString('base64'), key.toString('base64')];
  return ['scrypt', ...(hashCost === DEFAULT_COST ? [] : [String(hashCost)]), ...parts].join('$');
}

/** The cost, salt and key of a stored hash; null when it is not one of ours. */
function parseHash(stored: string): { cost: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costText, saltB64, keyB64] =
    parts.length === 3 ? [String(DEFAULT_COST), parts[1], parts[2]] : parts.slice(1);
  const cost = Number(costText);
  if (parts.length > 4 || !COSTS.has(cost) || !saltB64 || !keyB64) return null;
  return { cost, salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.cost);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Hashed once so a login for an unknown email costs the same as one for a known email. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
