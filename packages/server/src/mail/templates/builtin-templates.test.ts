import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  renderMessageTemplate,
  sampleTemplateData,
  templatePlaceholders,
  type LocaleCode,
} from '@portal/core';
import { loadLocale } from '@portal/core/i18n/server';
import { BUILTIN_CODES, allBuiltinTemplates, builtinTemplates } from './builtin-templates';

const LANGUAGES: readonly LocaleCode[] = ['en-us', 'de', 'pl'];

/** A template of one language, filled with sample data the way a preview fills it. */
async function rendered(code: string, locale: LocaleCode) {
  const template = (await builtinTemplates(locale)).find((t) => t.code === code);
  if (!template) throw new Error(`no ${code} in ${locale}`);
  const data = sampleTemplateData(templatePlaceholders(template), new Date('2026-11-26T15:00:00Z'));
  const label = (await loadLocale(locale)).messaging.email.unsubscribe;
  const result = renderMessageTemplate(template, data, {
    brand: BRANDS.teams,
    unsubscribe: { url: 'https://example.test/unsubscribe', label },
  });
  if (!result.ok) throw new Error(`${code} in ${locale}: ${JSON.stringify(result.errors)}`);
  return { template, message: result.message, unsubscribeLabel: label };
}

describe.each(LANGUAGES)('the built-in e-mails in %s', async (locale) => {
  const mail = (await loadLocale(locale)).mail;

  it.each([...BUILTIN_CODES])(
    '%s renders its subject, HTML and text bodies in the language',
    async (code) => {
      const { template, message, unsubscribeLabel } = await rendered(code, locale);
      const texts = (mail.templates as Record<string, { subject: string; action?: string }>)[code];
      expect(template.locale).toBe(locale);
      expect(message.subject).not.toMatch(/\{\{|\}\}/);
      expect(message.bodyText).not.toMatch(/\{\{|\}\}/);
      expect(message.bodyHtml).not.toMatch(/\{\{|\}\}/);
      expect(message.bodyHtml).toContain(`lang="${locale}"`);
      if (texts?.action) {
        // The button and the text's link line carry the language's words and the link.
        const action = fillSample(texts.action);
        expect(message.bodyText).toContain(`${action}: [link]`);
        expect(message.bodyHtml).toContain('href="[link]"');
      }
      if (!template.transactional) expect(message.bodyText).toContain(`${unsubscribeLabel}: `);
    },
  );
});

/** A text with the preview's sample values: `[name]` for each placeholder. */
const fillSample = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name === 'brandName' ? BRANDS.teams.displayName : `[${name}]`,
  );

describe('the built-in e-mails across languages', () => {
  it('differ from English in German and Polish: every subject and body is translated', async () => {
    const [english, german, polish] = await Promise.all([
      builtinTemplates('en-us'),
      builtinTemplates('de'),
      builtinTemplates('pl'),
    ]);
    for (const [index, template] of english.entries()) {
      for (const other of [german[index], polish[index]]) {
        expect(other?.code).toBe(template.code);
        expect(other?.subject, template.code).not.toBe(template.subject);
        expect(other?.bodyText, template.code).not.toBe(template.bodyText);
      }
    }
  });

  it('keep English where a regional variant has no words of its own', async () => {
    const [american, british] = await Promise.all([
      builtinTemplates('en-us'),
      builtinTemplates('en-gb'),
    ]);
    const invite = (list: typeof american) =>
      list.find((t) => t.code === 'profile-describer-invite')?.bodyText ?? '';
    expect(invite(british)).toContain('behaviours');
    expect(invite(american)).toContain('behaviors');
    expect(british.find((t) => t.code === 'password-reset')?.subject).toBe(
      american.find((t) => t.code === 'password-reset')?.subject,
    );
  });

  it('are listed once per code and language', async () => {
    const all = await allBuiltinTemplates();
    const keys = new Set(all.map((t) => `${t.code}/${t.locale}`));
    expect(keys.size).toBe(all.length);
    expect(all.length).toBe(BUILTIN_CODES.size * 10);
  });
});
