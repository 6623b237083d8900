import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKUP_FEEDBACK_ERRORS,
  DEFAULT_FEEDBACK_FORMAT_NAME,
  LOCALES,
  zFeedbackFormatTexts,
  type FeedbackFormat,
} from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { seedFeedbackFormats } from './default-feedback-format';

describe.each(testEngines())('feedback formats on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: object) =>
    t.app.inject({ method, url, headers: apiHeaders('profile', token), payload: body });
  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = tokenFor(t.app, { claims: ['securityAdmin'] });
    reader = tokenFor(t.app, { claims: ['participant'] });
  });
  afterAll(() => t.close());

  it('seeds the default format in every brand and language, with the exact error texts', async () => {
    const response = await call(
      'GET',
      `/api/feedbackformat/getDefaultVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}`,
      reader,
    );
    expect(response.statusCode).toBe(200);
    const format = response.json<FeedbackFormat>();
    expect(format).toMatchObject({ version: 1, isDefault: true, appName: 'profile' });
    expect(Object.keys(format.texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(zFeedbackFormatTexts.safeParse(format.texts[locale]).success, locale).toBe(true);
      expect(format.texts[locale]!.header, locale).not.toContain('{{plan}}');
    }
    expect(format.texts['en-us']!.errors).toEqual(CHECKUP_FEEDBACK_ERRORS);
    expect(format.texts['en-us']!.header).toBe('Traction Plan Checkup for {{participantName}}');
    expect(format.texts.fr!.errors.submit).not.toBe(CHECKUP_FEEDBACK_ERRORS.submit);
    const leaders = await t.app.inject({
      method: 'GET',
      url: `/api/feedbackformat/getDefaultVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}`,
      headers: apiHeaders('leaders', tokenFor(t.app, { brand: 'leaders' })),
    });
    expect(leaders.json<FeedbackFormat>().texts['en-us']!.header).toBe(
      'Growth Plan Checkup for {{participantName}}',
    );
  });

  it('seeds again without touching what admins changed', async () => {
    await seedFeedbackFormats(t.database.db);
    const all = await call(
      'GET',
      `/api/feedbackformat/GetAllByName/${DEFAULT_FEEDBACK_FORMAT_NAME}`,
      reader,
    );
    expect(all.json<FeedbackFormat[]>()).toHaveLength(1);
  });

  it('saves new versions, sets the default, and deletes only non-default versions', async () => {
    const base = (
      await call(
        'GET',
        `/api/feedbackformat/GetByVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}/1`,
        reader,
      )
    ).json<FeedbackFormat>();
    const texts = {
      'en-us': { ...base.texts['en-us']!, header: 'Checkup of {{participantName}}' },
    };
    const saved = await call('POST', '/api/feedbackformat/save', admin, {
      name: DEFAULT_FEEDBACK_FORMAT_NAME,
      texts,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, isDefault: false });

    const refused = await call(
      'DELETE',
      `/api/feedbackformat/DeleteByNameVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}/1`,
      admin,
    );
    expect(refused.statusCode).toBe(409);

    const set = await call('POST', '/api/feedbackformat/SetAsDefault', admin, {
      name: DEFAULT_FEEDBACK_FORMAT_NAME,
      version: 2,
    });
    expect(set.json()).toMatchObject({ version: 2, isDefault: true });
    const versions = (
      await call('GET', `/api/feedbackformat/GetAllByName/${DEFAULT_FEEDBACK_FORMAT_NAME}`, reader)
    ).json<FeedbackFormat[]>();
    expect(versions.map((v) => [v.version, v.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(
      (
        await call(
          'DELETE',
          `/api/feedbackformat/DeleteByNameVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}/1`,
          admin,
        )
      ).json(),
    ).toBe(true);
    expect(
      (
        await call(
          'GET',
          `/api/feedbackformat/GetByVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}/1`,
          reader,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('makes the first version of a new name its default and replaces a named version', async () => {
    const base = (
      await call(
        'GET',
        `/api/feedbackformat/getDefaultVersion/${DEFAULT_FEEDBACK_FORMAT_NAME}`,
        reader,
      )
    ).json<FeedbackFormat>();
    const body = { name: 'short_checkup', texts: { 'en-us': base.texts['en-us']! } };
    expect((await call('POST', '/api/feedbackformat/save', admin, body)).json()).toMatchObject({
      version: 1,
      isDefault: true,
    });
    const header = 'Quick checkup';
    const replaced = await call('POST', '/api/feedbackformat/save', admin, {
      ...body,
      version: 1,
      texts: { 'en-us': { ...base.texts['en-us']!, header } },
    });
    expect(replaced.json<FeedbackFormat>().texts['en-us']!.header).toBe(header);
    expect(
      (await call('GET', '/api/feedbackformat/GetAllByName/short_checkup', reader)).json(),
    ).toHaveLength(1);
  });

  it('refuses bad input, non-admins and anonymous callers', async () => {
    const noEnglish = await call('POST', '/api/feedbackformat/save', admin, {
      name: 'x',
      texts: {},
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().errors[0]).toMatchObject({
      field: 'texts.en-us',
      message: 'The en-us texts are required',
    });
    expect(
      (await call('POST', '/api/feedbackformat/save', admin, { name: 'bad name!' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/feedbackformat/GetByVersion/x/zero', reader)).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/feedbackformat/SetAsDefault', reader, { name: 'x', version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/feedbackformat/GetAllByName/x')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/feedbackformat/SetAsDefault', admin, { name: 'nope', version: 9 }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps formats per brand', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/feedbackformat/GetAllByName/short_checkup',
      headers: apiHeaders('teams', tokenFor(t.app, { brand: 'teams' })),
    });
    expect(other.json()).toEqual([]);
  });
});
