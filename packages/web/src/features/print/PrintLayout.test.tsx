import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PrintLayout } from './PrintLayout';

afterEach(cleanup);

/** A print view that shows the subject it was first given: a kept view would keep showing it. */
function FirstSubject() {
  const { id } = useParams();
  const [first] = useState(id);
  return <p>Printing {first}</p>;
}

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

  it('starts the print view afresh when the app moves to the next document', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <PrintLayout />,
          children: [{ path: '/print/x/:id', element: <FirstSubject /> }],
        },
      ],
      { initialEntries: ['/print/x/A-1'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Printing A-1')).toBeTruthy();
    await act(() => router.navigate('/print/x/A-2'));
    expect(screen.getByText('Printing A-2')).toBeTruthy();
  });
});
