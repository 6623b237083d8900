import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';

const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe('the README', () => {
  it('lists every environment variable of the server', () => {
    for (const variable of CONFIG_VARIABLES) {
      expect(readme).toMatch(new RegExp(`^\\| \`${variable.name}\` +\\|`, 'm'));
    }
  });

  it('lists every demo account and their password', () => {
    for (const account of DEMO_ACCOUNTS) expect(readme).toContain(`\`${account.email}\``);
    expect(readme).toContain(DEMO_PASSWORD);
  });

  it('gives the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
