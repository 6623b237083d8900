import { describe, expect, it } from 'vitest';
import { registerFieldProblems } from './sign-in';

describe('registration fields', () => {
  it('names every wrong field at once', () => {
    expect(
      registerFieldProblems({ firstName: ' ', lastName: '', email: 'not-an-address' }),
    ).toEqual({ firstName: 'required', lastName: 'required', email: 'invalid' });
  });

  it('tells a blank address from a malformed one, and a long name from a blank one', () => {
    expect(
      registerFieldProblems({ firstName: 'x'.repeat(101), lastName: 'Lee', email: '' }),
    ).toEqual({ firstName: 'tooLong', email: 'required' });
    expect(
      registerFieldProblems({ firstName: 'Ann', lastName: 'Lee', email: 'ann@lee@x' }),
    ).toEqual({ email: 'invalid' });
  });

  it('accepts what the server accepts', () => {
    expect(
      registerFieldProblems({ firstName: ' Ann ', lastName: 'Lee', email: 'ann.lee@example.org' }),
    ).toEqual({});
  });
});
