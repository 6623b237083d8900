import { expect, type Page } from '@playwright/test';
import type { BrandKey, TractionPlan } from '@portal/core';
import { callApi } from '../fixtures';

/** The demo participant: holds the tractionPlan claim in every brand. */
export const PARTICIPANT = 'participant@demo.example';

/** The signed-in person's plan as the server has it now. */
export async function serverPlan(page: Page, brand: BrandKey): Promise<TractionPlan> {
  const { userAccountId } = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      profile?: { claims?: Array<{ type: string; value: string }> };
    };
    const claim = stored.profile?.claims?.find((c) => c.type === 'userAccountId');
    return { userAccountId: claim?.value ?? '' };
  });
  expect(userAccountId).not.toBe('');
  return callApi<TractionPlan>(
    page,
    brand,
    'GET',
    `/api/tractionplan/getByUserAccountIdV2/${userAccountId}`,
  );
}

/** A text field of the plan, by its label. */
export const field = (page: Page, label: string | RegExp) =>
  page.getByRole('textbox', { name: label });

/** Clicks a download button and keeps the file at `target` (PDFs take a while to render). */
export async function downloadOf(page: Page, button: string, target: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  await download.saveAs(target);
  return target;
}
