import { describe, expect, it, vi } from 'vitest';
import { crmAccountApi } from '@portal/core';
import { createPrintApi } from './print-api';
import { printGet } from './print-call';
import { createRequestTracker } from './requests-in-flight';

function setup(response: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return response();
  });
  const tracker = createRequestTracker();
  const api = createPrintApi({ appName: 'teams', printKey: 'k1.sig', fetchFn, tracker });
  return { api, calls, tracker };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('printApi', () => {
  it('sends the print key and the app name, without a session, and counts the request', async () => {
    const { api, calls, tracker } = setup(() => json(200, { plan: 1 }));
    const answer = api.get('/api/tractionplan/print/TP-1', { view: 'full' });
    expect(tracker.count()).toBe(1);
    await expect(answer).resolves.toEqual({ plan: 1 });
    expect(tracker.count()).toBe(0);
    expect(calls[0]?.url).toBe('/api/tractionplan/print/TP-1?view=full');
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'app-name': 'teams', 'print-key': 'k1.sig' });
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('throws the error shape of a refused key and stops counting it', async () => {
    const { api, tracker } = setup(() => json(403, { message: 'The print key is not valid.' }));
    await expect(api.post('/api/x', { a: 1 })).rejects.toMatchObject({
      status: 403,
      message: 'The print key is not valid.',
    });
    expect(tracker.count()).toBe(0);
  });
});

describe('printGet', () => {
  it('reads a contract endpoint through the print transport, its path filled in and encoded', async () => {
    const { api, calls } = setup(() => json(200, { accountName: 'Acme' }));
    const answer = await printGet(api, crmAccountApi.certificatePrintData, {
      params: { a: 'a/1', b: 'b 2' },
    });
    expect(answer).toEqual({ accountName: 'Acme' });
    expect(calls[0]?.url).toBe('/api/crmaccount/getCrmAccountCertificatePrintData/a%2F1/b%202');
    expect(calls[0]?.init?.headers).toMatchObject({ 'print-key': 'k1.sig' });
  });
});
