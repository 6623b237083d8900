import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestI18n } from '../../../test/test-providers';
import { ScalePlot } from './ScalePlot';

afterEach(cleanup);

const rows = [
  {
    code: 'CAN',
    displayName: 'Candor',
    targetLow: 3.5,
    targetHigh: 4.5,
    medianScore: 2,
    selfScore: 4,
  },
  {
    code: 'PAC',
    displayName: 'Pace',
    targetLow: 2,
    targetHigh: 3,
    medianScore: null,
    selfScore: 3.25,
  },
];

describe('the scale plot', () => {
  it('gives a screen reader the figures as a table and hides the picture', () => {
    const { container } = render(
      <ScalePlot rows={rows} min={1} max={5} title="Scale results of Ann" />,
      {
        wrapper: TestI18n,
      },
    );
    const table = screen.getByRole('table', { name: 'Scale results of Ann' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Scale', 'Target range', 'Describers (median)', 'Self']);
    expect(within(table).getByRole('row', { name: 'Candor 3.5–4.5 2 4' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Pace 2–3 none 3.25' })).toBeTruthy();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
