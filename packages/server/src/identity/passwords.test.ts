import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id, salted, and verify only the right password', async () => {
    const [a, b] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct horse')).toBe(true);
    expect(await verifyPassword(a, 'Correct horse')).toBe(false);
  });

  it('answer false for a hash that cannot be read', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  // CPU time, not wall time: other test files hash in parallel on the same machine.
  it('take well under 100 ms of CPU each', async () => {
    await hashPassword('warm-up');
    const before = process.cpuUsage();
    for (let i = 0; i < 5; i++) await hashPassword(`password ${i}`);
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000 / 5).toBeLessThan(100);
  });
});
