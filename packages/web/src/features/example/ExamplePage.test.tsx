import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderApp, testSession } from '../../test/render-app';

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('example page', { timeout: 30_000 }, () => {
  it("shows the brand's colours with their contrast, its text, buttons, notices and fields", async () => {
    renderApp(['/example'], { session: testSession(['developer']) });
    const colours = (await screen.findByRole('heading', { name: 'Colors' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(colours).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(colours).getAllByText(/^Contrast of its text \d+(\.\d)?:1, meets AA\.$/),
    ).toHaveLength(4);
    expect(screen.getByText('Heading 6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not available' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show a notice' }));
    expect(await screen.findByText('This is how a notice looks.')).toBeTruthy();
    expect(screen.getByText('What is wrong, and how to put it right.')).toBeTruthy();
  });
});
