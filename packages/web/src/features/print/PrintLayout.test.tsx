import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NEXT_PRINT_DOCUMENT_EVENT } from '@portal/core';
import { QueryRoot } from '../../app/QueryRoot';
import { renderApp } from '../../test/render-app';
import { PrintLayout } from './PrintLayout';

afterEach(cleanup);

/** A print view that shows the subject it was first given: a kept view would keep showing it. */
function FirstSubject() {
  const { id } = useParams();
  const [first] = useState(id);
  return <p>Printing {first}</p>;
}

/** A print view whose data (a read counted per subject) says which read of its subject it shows. */
function CountedReads() {
  const { id = '' } = useParams();
  const { data } = useQuery({
    queryKey: ['print', id],
    queryFn: () => {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return Promise.resolve(reads.get(id));
    },
  });
  return <p>{data === undefined ? 'Loading' : `Printing ${id}, read ${data}`}</p>;
}
const reads = new Map<string, number>();

function renderPrintRoute(view: ReactNode, at: string) {
  const router = createMemoryRouter(
    [{ element: <PrintLayout />, children: [{ path: '/print/x/:id', element: view }] }],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
}

/** What the PDF renderer does on a warm page: asks the app for its next document. */
async function askForNextDocument(path: string): Promise<boolean> {
  let moved = false;
  await act(async () => {
    const event = new CustomEvent(NEXT_PRINT_DOCUMENT_EVENT, { detail: path, cancelable: true });
    moved = !window.dispatchEvent(event);
  });
  return moved;
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

  it("takes the renderer's move to the next document, the path it shows included, as a new view reading its data afresh", async () => {
    renderPrintRoute(
      <QueryRoot>
        <CountedReads />
      </QueryRoot>,
      '/print/x/B-1',
    );
    expect(await screen.findByText('Printing B-1, read 1')).toBeTruthy();
    expect(await askForNextDocument('/print/x/B-2')).toBe(true);
    expect(await screen.findByText('Printing B-2, read 1')).toBeTruthy();
    // The same subject again, even on the same path: not what an earlier document read.
    expect(await askForNextDocument('/print/x/B-1')).toBe(true);
    expect(await screen.findByText('Printing B-1, read 2')).toBeTruthy();
    expect(await askForNextDocument('/print/x/B-1')).toBe(true);
    expect(await screen.findByText('Printing B-1, read 3')).toBeTruthy();
  });
});
