import { DEFAULT_PAGE_NAME, type AppPage, type PageTextValue } from './app-config';

function textOf(
  pages: readonly AppPage[],
  pageName: string,
  textName: string,
): PageTextValue | undefined {
  return pages.find((page) => page.name === pageName)?.text.find((t) => t.name === textName)?.value;
}

/**
 * Finds a configured page text: on the named page, then on the default page
 * (`DEFAULT_PAGE_NAME`), then on the caller's own default page when one is given.
 */
export function lookupPageText(
  pages: readonly AppPage[],
  pageName: string,
  textName: string,
  callerDefaultPageName?: string,
): PageTextValue | undefined {
  const order = [pageName, DEFAULT_PAGE_NAME];
  if (callerDefaultPageName) order.push(callerDefaultPageName);
  for (const name of order) {
    const found = textOf(pages, name, textName);
    if (found) return found;
  }
  return undefined;
}
