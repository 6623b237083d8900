import { describe, expect, it } from 'vitest';
import { fetchEnvironment } from './environment';

const answering = (body: unknown) => async () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the environment file', () => {
  it('names the language of a page the server prints, when it is one of the portal’s', async () => {
    const printed = await fetchEnvironment(
      answering({ version: '1', brand: 'teams', environment: 'test', locale: 'pt-br' }),
    );
    expect(printed).toEqual({ version: '1', brand: 'teams', environment: 'test', locale: 'pt-br' });
  });

  it('leaves the language to the browser otherwise, and ignores a language it does not have', async () => {
    const plain = await fetchEnvironment(answering({ version: '1', brand: 'teams' }));
    expect(plain.locale).toBeUndefined();
    const unknown = await fetchEnvironment(answering({ brand: 'teams', locale: 'xx' }));
    expect(unknown.locale).toBeUndefined();
  });
});
