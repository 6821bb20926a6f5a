import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#functions/domain/accounts/password-hash.ts';

describe('password hashes', () => {
  it('verify the password they were made from, and nothing else', async () => {
    const stored = await hashPassword('Vitrine2026!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(stored).not.toContain('Vitrine2026!');
    expect(await verifyPassword('Vitrine2026!', stored)).toBe(true);
    expect(await verifyPassword('vitrine2026!', stored)).toBe(false);
  });

  it('are salted: the same password hashes differently twice', async () => {
    expect(await hashPassword('same-password-1')).not.toBe(await hashPassword('same-password-1'));
  });

  it('refuse malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3$$')).toBe(false);
  });
});
