import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PrintLayout } from './PrintLayout';

afterEach(cleanup);

describe('print layout', () => {
  it('shows print routes alone: no toolbar, no drawer, no sign-in', async () => {
    const { router } = renderApp(['/print/tractionplan/k1.sig/TP-1']);
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(router.state.location.pathname).toBe('/print/tractionplan/k1.sig/TP-1');
    await router.navigate('/help');
    expect(await screen.findByRole('banner')).toBeTruthy();
  });

  it('gives a page that wraps itself in it again its content once', () => {
    render(
      <PrintLayout>
        <PrintLayout>
          <p>Plan</p>
        </PrintLayout>
      </PrintLayout>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText('Plan')).toBeTruthy();
  });
});
