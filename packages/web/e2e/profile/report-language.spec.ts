import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures';

test("the 360 report speaks the page's language: scale names come from the server in it", async ({
  page,
}) => {
  await signIn(page, 'teams', 'participant@demo.example', DEMO_PASSWORD, '/read-my-360');
  await expect(page.getByText('Listening').first()).toBeVisible();
  // The report's label is dated MM/DD/YY, whatever the language.
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{2}( - .*)? \(\d+\)$/).first()).toBeVisible();

  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/api/profilereport/getProfileReportData/') &&
      new URL(request.url()).searchParams.get('locale') === 'de',
  );
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await asked;
  await expect(page.getByText('Zuhören').first()).toBeVisible();
  await expect(page.getByText('Listening')).toHaveCount(0);
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{2}( - .*)? \(\d+\)$/).first()).toBeVisible();
});
