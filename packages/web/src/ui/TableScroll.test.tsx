import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../test/test-providers';
import { TableScroll } from './TableScroll';

/** The widths happy-dom does not lay out: the table's, inside a box 300 px wide. */
let tableWidth = 0;

beforeEach(() => {
  // A resize observer that reports each element once, as the browser does when it starts.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => tableWidth);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () =>
  render(
    <TableScroll label="Roles">
      <table aria-label="Roles" />
    </TableScroll>,
    { wrapper: TestI18n },
  );

describe('TableScroll', () => {
  it('is a named region in the Tab order while its table is wider than it', async () => {
    tableWidth = 640;
    table();
    const region = await screen.findByRole('region', { name: 'Roles, scrolls sideways' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('is a plain box, no Tab stop, while its table fits', async () => {
    tableWidth = 300;
    const { container } = table();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Roles' })).toBeTruthy());
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
