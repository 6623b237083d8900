import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from './api-error';

const answer = (body: unknown, status = 400) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiErrorFrom', () => {
  it('keeps the field errors of a 400, dropping malformed entries', async () => {
    const error = await apiErrorFrom(
      answer({
        message: 'The request is not valid.',
        referenceId: 'ref-1',
        errors: [
          { field: 'emails.0.address', message: 'Invalid e-mail address' },
          { field: 3 },
          'x',
        ],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'The request is not valid.',
      referenceId: 'ref-1',
    });
    expect(error.errors).toEqual([
      { field: 'emails.0.address', message: 'Invalid e-mail address' },
    ]);
  });

  it('has no field errors when the answer lists none', async () => {
    expect((await apiErrorFrom(answer({ message: 'Conflict' }, 409))).errors).toEqual([]);
  });

  it('keeps the code of the message, which does not change with the language', async () => {
    const error = await apiErrorFrom(
      answer({ message: 'Dieser Link ist abgelaufen.', code: 'errors.signIn.linkExpired' }),
    );
    expect(error.code).toBe('errors.signIn.linkExpired');
    expect((await apiErrorFrom(answer({ message: 'Conflict' }, 409))).code).toBeNull();
  });
});
