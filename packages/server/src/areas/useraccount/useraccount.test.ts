import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_MAX_BYTES,
  USER_ACCOUNT_MESSAGES,
  type BrandKey,
  type TUserAccount,
  type TUserAccountSave,
} from '@portal/core';
import { apiHeaders, tokenFor, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { PICTURE_TYPE_REFUSED } from '../../shared/pictures';
import { STALE_ACCOUNT } from './useraccount.service';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe.each(testEngines())('user account calls on %s', (engine) => {
  let t: TestApp;
  let pat: { id: string; token: string };
  let casey: { id: string; token: string };
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    const person = async (email: string) => {
      const { id } = await t.database.db
        .selectFrom('identity_user')
        .select('id')
        .where('normalized_email', '=', email.toUpperCase())
        .executeTakeFirstOrThrow();
      return { id, token: tokenFor(t.app, { brand: 'teams', userId: id, email }) };
    };
    pat = await person('participant@demo.example');
    casey = await person('coach@demo.example');
    admin = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
  });
  afterAll(() => t.close());

  const get = (userId: string, token?: string, flags = 'true/true', brand: BrandKey = 'teams') =>
    t.app.inject({
      method: 'GET',
      url: `/api/useraccount/GetByUserId/${userId}/${brand}/${flags}`,
      headers: apiHeaders(brand, token),
    });
  const post = (path: string, token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/useraccount/${path}`,
      headers: apiHeaders('teams', token),
      payload: payload as object,
    });
  const accountOf = async (userId: string, token: string) =>
    (await get(userId, token)).json<TUserAccount>();
  const saveBody = (account: TUserAccount, changes: Partial<TUserAccountSave> = {}) => ({
    id: account.id,
    version: account.version,
    firstName: account.firstName,
    lastName: account.lastName,
    titles: account.titles,
    emails: account.emails,
    phoneNumbers: account.phoneNumbers,
    ...changes,
  });

  it('reads your own account in the brand, with contacts and abilities', async () => {
    const res = await get(pat.id, pat.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<TUserAccount>()).toMatchObject({
      userId: pat.id,
      appName: 'teams',
      firstName: 'Pat',
      emails: [{ address: 'participant@demo.example', primary: true, preferred: true }],
      emailConfirmed: true,
      dataImageUrl: null,
      version: 1,
      abilities: { edit: true, changePassword: true },
    });
    const bare = (await get(pat.id, pat.token, 'false/0')).json<TUserAccount>();
    expect(bare.emails).toEqual([]);
    expect(bare.firstName).toBe('Pat');
  });

  it("refuses another person's account (403) unless you are a security admin", async () => {
    expect((await get(casey.id, pat.token)).statusCode).toBe(403);
    expect((await get(casey.id)).statusCode).toBe(401);
    const asAdmin = await get(casey.id, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<TUserAccount>().abilities).toEqual({ edit: true, changePassword: false });
    const caseyAccount = asAdmin.json<TUserAccount>();
    expect((await post('save', pat.token, saveBody(caseyAccount))).statusCode).toBe(403);
    expect((await post(`SetTitles/${caseyAccount.id}`, pat.token, ['Coach'])).statusCode).toBe(403);
    const picture = { data: PNG.toString('base64') };
    expect((await post(`UpdatePicture/${caseyAccount.id}`, pat.token, picture)).statusCode).toBe(
      403,
    );
  });

  it('refuses bad path values (400)', async () => {
    expect((await get(pat.id, pat.token, 'maybe/true')).statusCode).toBe(400);
    expect((await get('not-a-guid', pat.token)).statusCode).toBe(400);
    const otherBrand = await t.app.inject({
      method: 'GET',
      url: `/api/useraccount/GetByUserId/${pat.id}/profile/true/true`,
      headers: apiHeaders('teams', pat.token),
    });
    expect(otherBrand.statusCode).toBe(400);
  });

  it('saves names, titles and contacts, raising the version; a stale save is 409', async () => {
    const account = await accountOf(pat.id, pat.token);
    const body = saveBody(account, {
      firstName: 'Patricia',
      titles: ['Teacher', 'Head of Year'],
      emails: [
        { address: 'participant@demo.example', primary: true },
        { address: 'pat@home.example', description: 'home', preferred: true },
      ],
      phoneNumbers: [{ number: '(555) 123-4567', preferred: true }],
    });
    const saved = await post('save', pat.token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TUserAccount>()).toMatchObject({
      firstName: 'Patricia',
      titles: ['Teacher', 'Head of Year'],
      version: account.version + 1,
      phoneNumbers: [{ number: '(555) 123-4567', preferred: true }],
    });
    const identity = await t.database.db
      .selectFrom('identity_user')
      .select('first_name')
      .where('id', '=', pat.id)
      .executeTakeFirstOrThrow();
    expect(identity.first_name).toBe('Patricia');

    const stale = await post('save', pat.token, { ...body, firstName: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(STALE_ACCOUNT);
    expect((await accountOf(pat.id, pat.token)).firstName).toBe('Patricia');
  });

  it('makes an open form stale when the titles are set on their own', async () => {
    const account = await accountOf(pat.id, pat.token);
    const titles = await post(`SetTitles/${account.id}`, pat.token, [
      'Principal',
      ' ',
      'Principal',
    ]);
    expect(titles.statusCode).toBe(200);
    expect(titles.json<TUserAccount>().titles).toEqual(['Principal']);
    expect((await post('save', pat.token, saveBody(account))).statusCode).toBe(409);
  });

  it('refuses invalid e-mails and phones, two primaries and two preferred phones (400)', async () => {
    const account = await accountOf(pat.id, pat.token);
    const cases: [Partial<TUserAccountSave>, string][] = [
      [{ emails: [{ address: 'nobody@', primary: true }] }, 'emails.0.address'],
      [{ phoneNumbers: [{ number: '555-CALL-NOW' }] }, 'phoneNumbers.0.number'],
      [
        {
          emails: [
            { address: 'a@client.example', primary: true },
            { address: 'b@client.example', primary: true },
          ],
        },
        'emails',
      ],
      [
        {
          phoneNumbers: [
            { number: '5551234567', preferred: true },
            { number: '+447700900123', preferred: true },
          ],
        },
        'phoneNumbers',
      ],
    ];
    for (const [changes, field] of cases) {
      const res = await post('save', pat.token, saveBody(account, changes));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const twoPrimaries = await post('save', pat.token, saveBody(account, cases[2]?.[0]));
    expect(twoPrimaries.json().errors[0].message).toBe(USER_ACCOUNT_MESSAGES.onePrimaryEmail);
  });

  it('stores HTML in names as typed and answers it as JSON text', async () => {
    const account = await accountOf(pat.id, pat.token);
    const name = '<img src=x onerror="alert(1)">';
    const res = await post('save', pat.token, saveBody(account, { lastName: name }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<TUserAccount>().lastName).toBe(name);
    expect((await accountOf(pat.id, pat.token)).lastName).toBe(name);
  });

  it('lets a security admin save another account', async () => {
    const account = (await get(casey.id, admin)).json<TUserAccount>();
    const res = await post('save', admin, saveBody(account, { titles: ['Coach'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json<TUserAccount>().titles).toEqual(['Coach']);
  });

  it('does not find an account of another brand by its id (404)', async () => {
    const profileAccount = (
      await get(
        pat.id,
        tokenFor(t.app, { brand: 'profile', userId: pat.id }),
        'true/true',
        'profile',
      )
    ).json<TUserAccount>();
    const res = await post('save', pat.token, saveBody(profileAccount));
    expect(res.statusCode).toBe(404);
  });

  it('stores a PNG picture and serves it at its own address with its type', async () => {
    const account = await accountOf(pat.id, pat.token);
    const res = await post(`UpdatePicture/${account.id}`, pat.token, {
      data: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<TUserAccount>().dataImageUrl ?? '';
    expect(url).toMatch(new RegExp(`^/pictures/useraccount/${account.id}/[0-9a-f]{32}$`));
    expect((await accountOf(pat.id, pat.token)).dataImageUrl).toBe(url);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const guessed = await t.app.inject({
      url: `${url.slice(0, -1)}${url.endsWith('0') ? '1' : '0'}`,
    });
    expect(guessed.statusCode).toBe(404);
  });

  it('answers 403 to the pictures of accounts and groups where the brand has profileImages off', async () => {
    const account = await accountOf(pat.id, pat.token);
    const data = { data: PNG.toString('base64') };
    const staff = tokenFor(t.app, { brand: 'teams', claims: ['globalDataAccess'] });
    const unknownGroup = '00000000-0000-4000-8000-000000000000';
    const uploads = () =>
      Promise.all([
        post(`UpdatePicture/${account.id}`, pat.token, data),
        t.app.inject({
          method: 'POST',
          url: `/api/usergroup/UpdatePicture/${unknownGroup}`,
          headers: apiHeaders('teams', staff),
          payload: data,
        }),
      ]);
    await withFeaturesOff(t.app, 'teams', ['profileImages'], async () => {
      expect((await uploads()).map((res) => res.statusCode)).toEqual([403, 403]);
    });
    expect((await uploads()).map((res) => res.statusCode)).toEqual([200, 404]);
  });

  it('refuses SVG, HTML, text that is not base64 and pictures over the limit', async () => {
    const account = await accountOf(pat.id, pat.token);
    const upload = (data: string) => post(`UpdatePicture/${account.id}`, pat.token, { data });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const svgRes = await upload(`data:image/png;base64,${svg.toString('base64')}`);
    expect(svgRes.statusCode).toBe(415);
    expect(svgRes.json().code).toBe(PICTURE_TYPE_REFUSED);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await upload(html.toString('base64'))).statusCode).toBe(415);
    expect((await upload('not base64 at all!')).statusCode).toBe(400);
    const large = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    expect((await upload(large.toString('base64'))).statusCode).toBe(413);
  });
});
