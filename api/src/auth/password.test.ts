/**
 * Password hashes: a hash verifies its password and no other, whatever cost made it; hashes made
 * before costs were written (`scrypt$<salt>$<key>`, the default cost) keep verifying; anything
 * else is refused, never thrown on. The runner made this process hash at the test cost.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('verify their own password only, and name the test cost they were made at', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$1024\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('verifies a hash at the default cost, written without it', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('correct horse', salt, 64);
    const stored = `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
  });

  it('refuses what is not one of its hashes, an unknown cost among them', async () => {
    const salt = randomBytes(16).toString('base64');
    const key = scryptSync('pw', Buffer.from(salt, 'base64'), 64, { N: 2 }).toString('base64');
    for (const stored of [
      '',
      'pw',
      `bcrypt$${salt}$${key}`,
      `scrypt$2$${salt}$${key}`,
      `scrypt$1024$${salt}`,
      `scrypt$1024$${salt}$${key}$extra`,
      `scrypt$${salt}$`,
    ])
      expect(await verifyPassword('pw', stored)).toBe(false);
  });
});
