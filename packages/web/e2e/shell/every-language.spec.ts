import { expect, test, type Page } from '@playwright/test';
import { LOCALES, LOCALE_NAMES, type LocaleCode } from '@portal/core/i18n';
import { loadLocale } from '@portal/core/i18n/server';
import { settled } from '../fixtures';
import { newPersonWithReport, origin, runId } from '../profile/profile-setup';

// Home, the plan, a 360 report and a refused one in each language: no sentence of the en-us
// catalog is left on screen where the language has its own, the server's refusal included
// (people's names and codes are not in the catalog).
test.setTimeout(300_000);

/** Every text of a catalog by its key, placeholders cut out (what is left shows as written). */
function textsOf(tree: unknown, prefix = '', into = new Map<string, string[]>()) {
  if (typeof tree === 'string') {
    into.set(
      prefix,
      tree.split(/\{\{[^}]*\}\}|<[^>]*>/).map((part) => part.trim()),
    );
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) textsOf(value, `${prefix}.${key}`, into);
  }
  return into;
}

/** The English sentences a page in `locale` must not show: long enough to be no name or word. */
async function englishOnlyIn(locale: LocaleCode): Promise<Set<string>> {
  const english = textsOf(await loadLocale('en-us'));
  const own = textsOf(await loadLocale(locale));
  const found = new Set<string>();
  for (const [key, parts] of english) {
    const translated = new Set(own.get(key) ?? []);
    for (const part of parts) {
      if (part.length >= 20 && part.includes(' ') && !translated.has(part)) found.add(part);
    }
  }
  return found;
}

async function englishOnScreen(page: Page, path: string, english: Set<string>) {
  await page.goto(`${origin}${path}`);
  await settled(page);
  const text = await page.locator('body').innerText();
  return [...english].filter((sentence) => text.includes(sentence)).map((s) => `${path}: ${s}`);
}

test('home, the plan, a 360 report and a refusal show no English in the other nine languages', async ({
  page,
  browser,
}) => {
  const report = await newPersonWithReport(browser, page, runId(), 'Lingo');
  const left: string[] = [];
  for (const locale of LOCALES.filter((code) => !code.startsWith('en'))) {
    await page.goto(`${origin}/help`);
    await settled(page);
    await page.getByRole('button', { name: await languageLabelOf(page) }).click();
    await page.getByRole('menuitem', { name: LOCALE_NAMES[locale] }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const english = await englishOnlyIn(locale);
    for (const path of ['/', '/plan', `/report/${report.reportCode}`, '/report/no-such-report']) {
      left.push(...(await englishOnScreen(page, path, english)).map((line) => `${locale} ${line}`));
    }
    // The last page is the server's refusal of a code that is no report's, in the page's language.
    const refusal = (await loadLocale(locale)).errors.common.requestNotValid;
    await expect(page.getByRole('alert')).toContainText(refusal);
  }
  expect(left).toEqual([]);
});

/** The language menu's button, named in the language shown. */
async function languageLabelOf(page: Page): Promise<string> {
  const shown = ((await page.locator('html').getAttribute('lang')) ?? 'en-us') as LocaleCode;
  return (await loadLocale(shown)).shell.toolbar.language;
}
