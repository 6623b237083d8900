import { describe, expect, it } from 'vitest';
import { contentParamFields, fillContentParams } from './content-params';

describe('content params', () => {
  const values = { eventId: 'e-1', uaId: 'u-1', email: 'ana+x@example.org', accountId: 'a-1' };

  it('names the fields of each declared type, once', () => {
    expect([...contentParamFields(['eventIdUaIdEmail'])]).toEqual(['eventId', 'uaId', 'email']);
    expect([...contentParamFields(['eventIdUaIdEmail', 'accountIdUaIdEmail'])].sort()).toEqual([
      'accountId',
      'email',
      'eventId',
      'uaId',
    ]);
    expect(contentParamFields([]).size).toBe(0);
  });

  it('fills the declared fields, encoded, and leaves the others as written', () => {
    const fields = contentParamFields(['eventIdUaIdEmail']);
    expect(
      fillContentParams('https://survey.example/s?e={eventId}&u={uaId}&m={email}', fields, values),
    ).toBe('https://survey.example/s?e=e-1&u=u-1&m=ana%2Bx%40example.org');
    expect(fillContentParams('/x/{accountId}/{other}', fields, values)).toBe(
      '/x/{accountId}/{other}',
    );
  });

  it('empties a field the reader has no value for, and cannot move a link elsewhere', () => {
    const fields = contentParamFields(['accountIdUaIdEmail']);
    expect(fillContentParams('/report/{accountId}', fields, {})).toBe('/report/');
    expect(fillContentParams('/{uaId}', fields, { uaId: '/evil.example' })).toBe(
      '/%2Fevil.example',
    );
    expect(fillContentParams('/go', new Set(), values)).toBe('/go');
  });
});
