import { expect, test } from '@playwright/test';
import { newPersonWithReport, origin, runId } from './profile-setup';

// A person of this run: the language they choose is kept on their account, and a demo
// person's would follow them into the other tests.
test("the 360 report speaks the page's language: scale names come from the server in it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const report = await newPersonWithReport(browser, page, runId(), 'Lang');
  await page.goto(`${origin}/report/${report.reportCode}`);
  await expect(page.getByText('Listening').first()).toBeVisible();
  // The report's label is dated MM/DD/YY, whatever the language.
  const label = page.getByText(/^\d{2}\/\d{2}\/\d{2}( - .*)? \(\d+\)$/).first();
  await expect(label).toBeVisible();

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
  await expect(label).toBeVisible();
});
