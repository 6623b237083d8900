import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupMerging, ReportScale } from '@portal/core';
import { TestI18n } from '../../../test/test-providers';
import { GroupBreakdown } from './GroupBreakdown';

const scale = {
  id: '7a1e5b2c-9d4f-4e3a-8b6c-1f2e3d4c5b6a',
  code: 'LIS',
  displayName: 'Listening',
  selfScore: 4,
  medianScore: 3,
  scores: [{ group: 'others', medianScore: 2.5, count: 4 }],
} as unknown as ReportScale;

const show = (merging: GroupMerging) =>
  render(
    <TestI18n>
      <GroupBreakdown
        groups={[{ key: 'others', count: 4, displayName: null }]}
        scales={[scale]}
        merging={merging}
      />
    </TestI18n>,
  );

afterEach(cleanup);

describe('the breakdown by relationship', () => {
  it('says why peers and direct reports are shown together', () => {
    show({ together: ['peer', 'directReport'], fewInEach: true, wholeOnly: [], minGroupSize: 3 });
    expect(
      screen.getByText(
        'Peers and direct reports are shown together because fewer than 3 answered in each.',
      ),
    ).toBeTruthy();
  });

  it('names the relationships counted only in the whole, and nothing when nothing merged', () => {
    show({ together: [], fewInEach: true, wholeOnly: ['manager'], minGroupSize: 3 });
    expect(
      screen.getByText(
        'Counted only in All describers, because fewer than 3 answered: the manager.',
      ),
    ).toBeTruthy();
    cleanup();
    show({ together: [], fewInEach: true, wholeOnly: [], minGroupSize: 3 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the same figures as a chart beside the table', () => {
    show({ together: [], fewInEach: true, wholeOnly: [], minGroupSize: 3 });
    const table = screen.getByRole('table', { name: 'Results by relationship' });
    expect(within(table).getByText('2.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    const chart = screen.getByRole('figure', { name: 'Results by relationship' });
    expect(within(chart).getByLabelText('Others (4): 2.50')).toBeTruthy();
    expect(within(chart).getByLabelText('Self: 4.00')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
