import { expect, test } from '@playwright/test';
import { violationsHere } from '../a11y/axe-scan';
import { DEMO_PASSWORD, originOf, settled, signIn } from '../fixtures';

const brand = 'schools';
const origin = originOf(brand);

// Fades end at once: axe measures colours as they are, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

test('the event admin follows the demo events through the CET dashboards', async ({ page }) => {
  await signIn(page, brand, 'eventadmin@demo.example', DEMO_PASSWORD, '/help');
  await page.getByRole('link', { name: 'CET dashboard', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/cetdashboard`);
  await settled(page);

  // The demo's events (of the leadership team's group) are all in the pipeline.
  const events = page.getByRole('region', { name: 'Events', exact: true });
  const total = Number(await events.getByRole('paragraph').first().innerText());
  expect(total).toBeGreaterThanOrEqual(3);
  const types = page.getByRole('table', { name: 'By event type' });
  await expect(types.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Checked in' })).toContainText('%');
  expect(await violationsHere(page)).toEqual([]);

  // A range far in the past holds none of them; the address keeps it.
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2001-01-01');
  await expect(page).toHaveURL(/to=2001-01-01/);
  await expect(page.getByText('No event starts in these days.')).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(page.getByText('No event starts in these days.')).toBeVisible();

  // The team analytics one counts the events held for a group: the demo's, not the events other
  // people made for no group.
  await page.goto(`${origin}/teamalyticscetdashboard`);
  await settled(page);
  const teamEvents = page.getByRole('region', { name: 'Events', exact: true });
  await expect(teamEvents.getByRole('paragraph').first()).toHaveText(/^\d+$/);
  const teams = Number(await teamEvents.getByRole('paragraph').first().innerText());
  expect(teams).toBeGreaterThanOrEqual(3);
  expect(teams).toBeLessThanOrEqual(total);
});
