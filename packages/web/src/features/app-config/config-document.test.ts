import { describe, expect, it } from 'vitest';
import { BRANDS, appConfigDocument, type AppConfig } from '@portal/core';
import { documentText, readDocument } from './config-document';

const config: AppConfig = {
  appName: 'teams',
  version: 3,
  features: { notes: true },
  theme: BRANDS.teams.theme,
  pages: [{ name: 'default', route: 'default', text: [], banners: [] }],
};

describe('reading a configuration document', () => {
  it('reads back what it writes', () => {
    const read = readDocument(documentText(appConfigDocument(config)));
    expect(read).toEqual({ ok: true, document: appConfigDocument(config) });
  });

  it('says when the text is not JSON, and names each problem of a document by its path', () => {
    expect(readDocument('{ "theme": ')).toMatchObject({ ok: false, notJson: true });
    const read = readDocument(
      JSON.stringify({
        ...appConfigDocument(config),
        theme: { ...config.theme, primary: 'blue' },
        pages: [{ name: 'home', text: [{ name: 'x', value: { style: 'background: url(x)' } }] }],
      }),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => p.path)).toEqual([
      'theme.primary',
      'pages.0.text.0.value.style',
    ]);
  });
});
