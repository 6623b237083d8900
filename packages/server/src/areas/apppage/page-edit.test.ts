import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lookupPageText,
  pageTextIn,
  type AppConfig,
  type TManagedContentFile,
  type TPageEditVersion,
  type TPageImageChoice,
} from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { PNG, uploadFile, uploadedFile } from '../resourcegroup/content-file-test-support';
import { removeUnusedFiles } from '../resourcegroup/content-file-manager.service';
import { fileStoreOf } from '../../storage/file-store';

const home = { name: 'home', route: '' };
const signIn = { name: 'auth', route: 'auth/:isInvite?/:regType?/:val1?/:val2?/:val3?' };

describe.each(testEngines())('in-place editing of pages on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  let developer: TestPerson;
  let editor: TestPerson;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'portal-page-edit-'));
    t = await createTestApp({ engine, env: { FILES_DIR: filesDir } });
    developer = await createPerson(t, 'Dev', ['developer']);
    editor = await createPerson(t, 'Edie', ['contentEditor']);
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const latest = async () =>
    (
      await t.app.inject({ url: '/api/webconfig/GetLatest', headers: apiHeaders('teams') })
    ).json<AppConfig>();
  const saveText = (body: unknown, by: TestPerson | undefined = editor) =>
    call(t, 'POST', '/api/apppage/SaveText', by, body);
  const history = async (query: string) => {
    const res = await call(t, 'GET', `/api/apppage/History?${query}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPageEditVersion[]>();
  };
  const textOf = (config: AppConfig, page: string, name: string) =>
    config.pages.find((entry) => entry.name === page)?.text.find((text) => text.name === name)
      ?.value;

  it('is for developers and the content staff; others are refused', async () => {
    const body = { page: home, name: 'home-intro', value: { value: 'Hello' } };
    for (const claims of [['securityAdmin'], ['trainer'], []]) {
      const person = await createPerson(t, 'Other', claims);
      expect((await saveText(body, person)).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/apppage/Images', person)).statusCode).toBe(403);
    }
    expect((await saveText(body, { token: '' } as TestPerson)).statusCode).toBe(401);
    expect((await saveText(body, developer)).statusCode).toBe(200);
  });

  it('saves a text per language, answers the new configuration and tells open browsers', async () => {
    const before = await latest();
    const res = await saveText({
      page: home,
      name: 'home-intro',
      value: {
        value: 'Grow every day.',
        rich: [{ type: 'paragraph', spans: [{ text: 'Grow every day.', bold: true }] }],
        languages: { de: { value: 'Jeden Tag wachsen.' } },
        textColor: '#1a237e',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<AppConfig>();
    expect(answered.version).toBeGreaterThan(before.version);
    expect(await latest()).toEqual(answered);
    const text = lookupPageText(answered.pages, 'home', 'home-intro')!;
    expect(pageTextIn(text, 'de').value).toBe('Jeden Tag wachsen.');
    expect(pageTextIn(text, 'fr').rich?.[0]?.spans[0]).toEqual({
      text: 'Grow every day.',
      bold: true,
    });
    expect(t.app.portal.hub.stats().recent[0]).toMatchObject({
      name: 'AppConfigUpdated',
      to: 'brand',
    });
  });

  it('refuses what could inject script or break out, and changes nothing', async () => {
    const before = await latest();
    const bad: unknown[] = [
      {
        page: home,
        name: 'x',
        value: { value: 'Hi', style: 'background: url(https://e.example)' },
      },
      { page: home, name: 'x', value: { value: 'Hi', class: 'a" onclick="alert(1)' } },
      { page: home, name: 'x', value: { value: 'Hi', onclick: 'alert(1)' } },
      { page: home, name: '../x', value: { value: 'Hi' } },
      { page: { name: 'home page', route: '' }, name: 'x', value: { value: 'Hi' } },
      { page: home, name: 'x', value: { languages: { xx: { value: 'Hi' } } } },
      { page: home, name: 'x', value: { languages: { de: { value: 'Hi', script: 'x' } } } },
      {
        page: home,
        name: 'x',
        value: {
          rich: [{ type: 'paragraph', spans: [{ text: 'Hi', link: 'javascript:alert(1)' }] }],
        },
      },
      { page: home, name: 'x' },
    ];
    for (const body of bad) {
      expect((await saveText(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const banners = await call(t, 'POST', '/api/apppage/SaveBanners', editor, {
      page: home,
      banners: [{ text: 'Hi', severity: 'danger' }],
    });
    expect(banners.statusCode).toBe(400);
    expect(await latest()).toEqual(before);
  });

  it("saves a page's banners with their languages", async () => {
    const res = await call(t, 'POST', '/api/apppage/SaveBanners', editor, {
      page: home,
      banners: [
        { text: 'Closed on Friday', severity: 'warning', languages: { de: 'Freitag geschlossen' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AppConfig>().pages.find((entry) => entry.name === 'home')!;
    expect(page.banners).toEqual([
      { text: 'Closed on Friday', severity: 'warning', languages: { de: 'Freitag geschlossen' } },
    ]);
    const versions = await history('page=home&item=banners');
    expect(versions[0]).toMatchObject({ savedBy: 'Edie Tester', value: page.banners });
  });

  it('keeps each version, newest first, and restores one as a new version', async () => {
    const page = { name: 'events', route: 'events' };
    for (const value of ['First', 'Second']) {
      expect((await saveText({ page, name: 'events-intro', value: { value } })).statusCode).toBe(
        200,
      );
    }
    expect((await saveText({ page, name: 'events-intro', value: null })).statusCode).toBe(200);
    expect(textOf(await latest(), 'events', 'events-intro')).toBeUndefined();
    const versions = await history('page=events&item=text&name=events-intro');
    expect(versions.map((version) => version.value)).toEqual([
      null,
      { value: 'Second' },
      { value: 'First' },
    ]);
    const first = versions[2]!;
    const restored = await call(t, 'POST', `/api/apppage/Restore/${first.id}`, editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(textOf(restored.json<AppConfig>(), 'events', 'events-intro')).toEqual({
      value: 'First',
    });
    expect(await history('page=events&item=text&name=events-intro')).toHaveLength(4);
  });

  it("never restores another brand's version or an unknown one", async () => {
    const [version] = await history('page=events&item=text&name=events-intro');
    const otherBrand = await createPerson(t, 'Sam', ['developer'], 'schools');
    const res = await call(
      t,
      'POST',
      `/api/apppage/Restore/${version!.id}`,
      otherBrand,
      undefined,
      'schools',
    );
    expect(res.statusCode).toBe(404);
    const unknown = await call(
      t,
      'POST',
      '/api/apppage/Restore/00000000-0000-4000-8000-000000000000',
      editor,
    );
    expect(unknown.statusCode).toBe(404);
    const otherHistory = await call(
      t,
      'GET',
      '/api/apppage/History?page=events&item=text&name=events-intro',
      otherBrand,
      undefined,
      'schools',
    );
    expect(otherHistory.json()).toEqual([]);
  });

  it('shows a library image on the sign-in page to anyone, and keeps the file while it does', async () => {
    const file = await uploadedFile(t, developer, 'image', {
      name: 'welcome.png',
      type: 'image/png',
      body: PNG,
    });
    const choices = await call(t, 'GET', '/api/apppage/Images?search=welcome', editor);
    const choice = choices.json<TPageImageChoice[]>().find((entry) => entry.id === file.id)!;
    expect(choice.address).toBe(`/files/page/teams/${file.id}`);
    const read = (url: string) => t.app.inject({ method: 'GET', url });
    // Not shown on a page yet: unknown to an anonymous visitor.
    expect((await read(choice.address)).statusCode).toBe(404);

    const saved = await saveText({
      page: signIn,
      name: 'signin-logo',
      value: { value: choice.address, imgWidth: '240px', imgStyle: 'border-radius: 8px' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await read(choice.address);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect((await read(`/files/page/schools/${file.id}`)).statusCode).toBe(404);

    const manager = await createPerson(t, 'Max', ['contentAdmin']);
    const managed = await call(t, 'GET', `/api/resourcegroup/files/${file.id}`, manager);
    expect(managed.json<TManagedContentFile>().usedBy).toEqual([
      expect.objectContaining({ title: 'auth', page: true }),
    ]);
    expect(
      (await call(t, 'DELETE', `/api/resourcegroup/files/${file.id}`, manager)).statusCode,
    ).toBe(409);
    // The clean-up of unused files keeps it, even two days on.
    await removeUnusedFiles(
      t.database.db,
      fileStoreOf(t.app.portal.config),
      new Date(Date.now() + 2 * 86_400_000),
    );
    expect((await read(choice.address)).statusCode).toBe(200);

    await saveText({ page: signIn, name: 'signin-logo', value: null });
    expect((await read(choice.address)).statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/resourcegroup/files/${file.id}`, manager)).statusCode,
    ).toBe(200);
  });

  it('lets no one outside the editors upload an image', async () => {
    const trainer = await createPerson(t, 'Tess', ['trainer']);
    const res = await uploadFile(t, trainer, 'image', {
      name: 'x.png',
      type: 'image/png',
      body: PNG,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 403 to every call while the brand has pageEditing off', async () => {
    const setFlag = (on: boolean) =>
      call(t, 'POST', '/api/webconfig/SetFeatures', developer, { pageEditing: on });
    expect((await setFlag(false)).statusCode).toBe(200);
    try {
      const body = { page: home, name: 'home-intro', value: { value: 'Off' } };
      expect((await saveText(body, developer)).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/apppage/Images', editor)).statusCode).toBe(403);
    } finally {
      await setFlag(true);
    }
    expect((await call(t, 'GET', '/api/apppage/Images', editor)).statusCode).toBe(200);
  });
});
