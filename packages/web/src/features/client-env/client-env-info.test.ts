import { describe, expect, it } from 'vitest';
import { browserNameOf, clientEnvInfo, randomGuid } from './client-env-info';

describe('client environment info', () => {
  it('makes a version-4 GUID without crypto.randomUUID', () => {
    expect(randomGuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('names the browser from the user agent', () => {
    expect(browserNameOf('Mozilla/5.0 Chrome/120.0 Safari/537.36')).toBe('Chrome');
    expect(browserNameOf('Mozilla/5.0 Firefox/121.0')).toBe('Firefox');
    expect(browserNameOf('curl/8')).toBe('Unknown');
  });

  it('keeps the environment id and replaces an unreadable entry', () => {
    localStorage.setItem('clientEnvInfo', '{broken');
    const first = clientEnvInfo(localStorage);
    expect(clientEnvInfo(localStorage).environmentId).toBe(first.environmentId);
    expect(JSON.parse(localStorage.getItem('clientEnvInfo') ?? '')).toMatchObject({
      environmentId: first.environmentId,
    });
  });
});
