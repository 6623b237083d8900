import { inEnglish } from '../../http/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, type ProfileAttachment } from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import {
  call,
  coachGroup,
  createPerson,
  type TestPerson,
} from '../profile-participant/profile-test-support';
import { ATTACHMENT_TOO_LARGE } from './attachment.routes';

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; body: string },
) {
  const boundary = '----portal-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.body}\r\n--${boundary}--\r\n`,
  );
  return { payload: parts.join(''), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testEngines())('profile attachments on %s', (engine) => {
  let t: TestApp;
  let pat: TestPerson;
  let stranger: TestPerson;
  let saved: ProfileAttachment;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    pat = await createPerson(t, 'pat@files.example');
    stranger = await createPerson(t, 'stranger@files.example');
  });
  afterAll(() => t.close());

  const upload = (token: string, userAccountId: string) => {
    const form = multipart(
      { userAccountId, name: 'My notes', path: 'notes' },
      { name: 'notes.txt', type: 'text/plain', body: 'Hello' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/',
      headers: {
        'app-name': 'profile',
        authorization: `Bearer ${token}`,
        'content-type': form.contentType,
      },
      payload: form.payload,
    });
  };

  it('uploads a file to your own profile and downloads it', async () => {
    const res = await upload(pat.token, pat.accountId);
    expect(res.statusCode).toBe(200);
    saved = res.json();
    expect(saved).toMatchObject({
      name: 'My notes',
      contentType: 'text/plain',
      size: 5,
      userAccountId: pat.accountId,
    });
    // The client's path is not stored: the server names the place.
    expect(saved.path).toBe(`profile/${pat.accountId}/${saved.id}`);
    const file = await call(t, 'GET', `/api/profile/download/${saved.id}`, pat.token);
    expect(file.body).toBe('Hello');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    // Served as bytes whatever type was stored, sandboxed should it be opened.
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(t, 'GET', '/api/profile/', pat.token)).json()).toHaveLength(1);
  });

  it('refuses a file over the limit, stating the real limit', async () => {
    const sized = (bytes: number) => {
      const form = multipart(
        { userAccountId: pat.accountId },
        { name: 'big.bin', type: 'application/octet-stream', body: 'x'.repeat(bytes) },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/profile/',
        headers: { ...apiHeaders('profile', pat.token), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const over = await sized(ATTACHMENT_MAX_BYTES + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(inEnglish(ATTACHMENT_TOO_LARGE));
    expect(inEnglish(ATTACHMENT_TOO_LARGE)).toContain('10 MB');
    const far = await sized(ATTACHMENT_MAX_BYTES + 200 * 1024);
    expect(far.statusCode).toBe(413);
    expect(far.json().message).toContain(String(ATTACHMENT_MAX_BYTES + 64 * 1024));
  });

  it('keeps strangers out of someone else’s attachments', async () => {
    expect((await upload(stranger.token, pat.accountId)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', `/api/profile/download/${saved.id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', '/api/profile/FindByIds', stranger.token, { ids: [saved.id] })).json(),
    ).toEqual([]);
    expect((await call(t, 'DELETE', `/api/profile/${saved.id}`, stranger.token)).statusCode).toBe(
      404,
    );
    const coach = await createPerson(t, 'coach@attachment.example', ['trainer', 'profileViewer']);
    const path = `/api/profile/findByUserAccountId/${pat.accountId}`;
    expect((await call(t, 'GET', path, coach.token)).json()).toHaveLength(0);
    await coachGroup(t, coach, [pat]);
    expect((await call(t, 'GET', path, coach.token)).json()).toHaveLength(1);
  });

  it('refuses an upload without a file or as JSON', async () => {
    const json = await call(t, 'POST', '/api/profile/', pat.token, {
      userAccountId: pat.accountId,
    });
    expect(json.statusCode).toBe(415);
    expect((await call(t, 'DELETE', `/api/profile/${saved.id}`, pat.token)).json()).toEqual({
      deleted: true,
    });
  });
});
