import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { auditEntry, grace } from '../../test/security-data';

const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('user info', SLOW, () => {
  it('shows the current session: id, e-mail, verified, roles and claims', async () => {
    const session: Session = {
      ...testSession(['securityAdmin'], false),
      roles: ['SecurityAdmin'],
      claims: [
        { type: 'securityAdmin', value: 'true' },
        { type: 'eventType', value: '<i>workshop</i>' },
      ],
    };
    renderApp(['/userInfo'], { session });
    expect(await screen.findByText('Your session', {}, LOADING)).toBeTruthy();
    expect(screen.getByText(session.userId)).toBeTruthy();
    expect(screen.getAllByText(session.email).length).toBeGreaterThan(0);
    expect(screen.getByText('SecurityAdmin')).toBeTruthy();
    const claims = screen.getByRole('table', { name: 'Claims' });
    expect(within(claims).getByText('<i>workshop</i>')).toBeTruthy();
    expect(screen.getByText('E-mail address verified').nextSibling?.textContent).toBe('No');
  });
});

describe('audit log page', SLOW, () => {
  it('lists every entry newest first, its details as text, its people linked', async () => {
    const api = testApi(async () => ({ count: 1, data: [auditEntry] }));
    renderApp(['/users/audit'], { session: testSession(['securityAdmin']), api });
    const row = (await screen.findByText('user.claim.upsert', {}, LOADING)).closest('tr');
    expect(row?.textContent).toContain('"note":"<img src=x onerror=alert(1)>"');
    expect(row?.querySelector('img')).toBeNull();
    const subject = within(row as HTMLElement).getByText(grace.email);
    expect(subject.getAttribute('href')).toBe(`/users/view/${grace.id}`);
    expect(api.get).toHaveBeenCalledWith(
      '/api/auth/AuditLog',
      expect.objectContaining({ page: 1, sortProperty: 'createdAt', sortAscending: false }),
      expect.anything(),
    );
    const query = vi.mocked(api.get).mock.calls[0]?.[1] as { userId?: string } | undefined;
    expect(query?.userId).toBeUndefined();
  });
});
