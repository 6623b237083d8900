import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../../test/test-database';
import { signAccessToken } from '../../test/access-tokens';
import { verifyAccessToken } from './access-token';
import { createSigningKey, loadKeyRing } from './signing-keys';

describe('signing keys', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are created at first start and reused afterwards', async () => {
    const first = await loadKeyRing(database.db);
    const second = await loadKeyRing(database.db);
    expect(second.current().kid).toBe(first.current().kid);
    const rows = await database.db.selectFrom('signing_key').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alg: 'ES256', public_jwk: { kty: 'EC', crv: 'P-256' } });
    expect(rows[0]?.public_jwk).not.toHaveProperty('d');
  });

  it("verify a token signed by another instance's newer key after a refresh", async () => {
    const here = await loadKeyRing(database.db);
    await createSigningKey(database.db);
    const elsewhere = await loadKeyRing(database.db);
    expect(elsewhere.current().kid).not.toBe(here.current().kid);
    const token = signAccessToken(elsewhere, {
      issuer: 'test',
      brand: 'teams',
      userId: 'u',
      email: 'u@demo.example',
      emailVerified: true,
      roles: [],
      claims: [],
    });
    expect(await verifyAccessToken(here, token, { audience: 'teams' })).toMatchObject({ ok: true });
  });
});
