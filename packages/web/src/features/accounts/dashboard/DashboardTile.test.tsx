import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TestI18n } from '../../../test/test-providers';
import { DashboardTile } from './DashboardTile';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <TestI18n>{children}</TestI18n>
  </MemoryRouter>
);

const months = ['2026-09', '2026-10', '2026-11'];

describe('a dashboard tile', () => {
  it('gives its count, the trend as a table of months and a link to its report', () => {
    render(
      <DashboardTile
        series="checkups"
        count={1234}
        months={months}
        figures={[0, 2, 5]}
        view="table"
      />,
      { wrapper },
    );
    const tile = screen.getByRole('region', { name: 'Checkups' });
    expect(within(tile).getByText('1,234')).toBeTruthy();
    const table = within(tile).getByRole('table', { name: 'Checkups added per month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthAdded', 'Sep 20260', 'Oct 20262', 'Nov 20265']);
    expect(within(tile).getByRole('link', { name: 'Checkups report' }).getAttribute('href')).toBe(
      '/reports?report=checkupAudit',
    );
  });

  it('links events to the implementation report, active people nowhere (no report lists them)', () => {
    const { unmount } = render(
      <DashboardTile series="events" count={3} months={months} figures={[1, 1, 1]} view="table" />,
      { wrapper },
    );
    expect(screen.getByRole('link', { name: 'Events report' }).getAttribute('href')).toBe(
      '/reports?report=implementation',
    );
    unmount();
    render(
      <DashboardTile
        series="activePeople"
        count={3}
        months={months}
        figures={[1, 1, 1]}
        view="table"
      />,
      { wrapper },
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
