import { describe, expect, it } from 'vitest';
import { loadLocale } from '@portal/core/i18n/server';
import { createTestI18n } from '../../test/test-providers';
import { emptyDraft, saveBody } from './content-draft';
import { describeContentProblem } from './content-problems';

describe('content draft', () => {
  it('sends a new item without id and version, with the autosave flag asked', () => {
    const { body, problems } = saveBody({ ...emptyDraft(), title: 'Welcome' }, null, false);
    expect(problems).toEqual([]);
    expect(body).toMatchObject({ title: 'Welcome', autosave: false });
    expect(body).not.toHaveProperty('id');
  });

  it('saves over the version loaded and drops a video link from anything but a video', () => {
    const draft = { ...emptyDraft(), title: 'Clip', videoUrl: 'https://v.example/a' };
    const saved = { id: '8f5c8a1e-3f1d-4f4e-9a57-1d2b3c4d5e6f', version: 4 };
    expect(saveBody(draft, saved, true).body).toMatchObject({
      id: saved.id,
      version: 4,
      autosave: true,
      videoUrl: null,
    });
    expect(saveBody({ ...draft, entityType: 'ContentVideo' }, saved, true).body.videoUrl).toBe(
      'https://v.example/a',
    );
  });

  it("lists what core's rules refuse, worded in the editor's language", async () => {
    const i18n = createTestI18n();
    const words = (draft: Parameters<typeof saveBody>[0]) =>
      saveBody(draft, null, false).problems.map((issue) => describeContentProblem(issue, i18n.t));
    expect(words(emptyDraft())).toEqual(['Title: required']);
    expect(words({ ...emptyDraft(), title: 'x'.repeat(1000) })[0]).toMatch(/^Title: at most \d+/);
    const button = { id: 'b', type: 'button', data: { label: 'Go', href: 'javascript:alert(1)' } };
    const unsafe = { ...emptyDraft(), title: 'x', sections: [button] };
    expect(words(unsafe)).toEqual([
      'A “Button” section has a setting that is missing or not valid.',
    ]);
    i18n.addResourceBundle('de', 'translation', await loadLocale('de'));
    await i18n.changeLanguage('de');
    expect(words(unsafe)).toEqual([
      'Ein Abschnitt „Schaltfläche“ hat eine fehlende oder ungültige Einstellung.',
    ]);
  });
});
