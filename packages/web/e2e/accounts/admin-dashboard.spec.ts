import { expect, test } from '@playwright/test';
import { formatMonth, formatNumber, type TDashboardTrends } from '@portal/core';
import { violationsHere } from '../a11y/axe-scan';
import { DEMO_PASSWORD, callApi, originOf, settled, signIn } from '../fixtures';

const brand = 'teams';

test.use({ reducedMotion: 'reduce' });

test("the demo employee reads the brand's tiles, a trend as a table, and opens a tile's report", async ({
  page,
}) => {
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/admin/dashboard');
  await settled(page);

  for (const tile of ['Active people', '360 profiles', 'Traction Plans', 'Checkups', 'Events']) {
    await expect(page.getByRole('region', { name: tile })).toBeVisible();
  }
  const people = page.getByRole('region', { name: 'Active people' });
  await expect(people.getByRole('img', { name: 'Active people added per month' })).toBeVisible();
  expect(await violationsHere(page)).toEqual([]);

  // The table view gives the chart's figures as text: this month's row holds what the API counts.
  const trends = await callApi<TDashboardTrends>(
    page,
    brand,
    'GET',
    '/api/admin/dashboard/GetMonthlyTrends',
  );
  const last = trends.months.length - 1;
  await page.getByRole('button', { name: 'Tables' }).click();
  const table = people.getByRole('table', { name: 'Active people added per month' });
  const thisMonth = table.getByRole('row', {
    name: new RegExp(`^${formatMonth(trends.months[last] ?? '', 'en-us')}`),
  });
  await expect(thisMonth.getByRole('cell')).toHaveText(
    formatNumber(trends.series.activePeople[last] ?? 0, 'en-us'),
  );
  expect(trends.series.activePeople[last]).toBeGreaterThan(0);
  await expect(table.getByRole('row')).toHaveCount(13);
  expect(await violationsHere(page)).toEqual([]);

  await page.getByRole('link', { name: '360 profiles report' }).click();
  await expect(page).toHaveURL(`${originOf(brand)}/reports?report=profileAudit`);
});
