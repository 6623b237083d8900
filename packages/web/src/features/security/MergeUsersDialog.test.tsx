import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUserAccountMergeResult, TUserSummary } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { auditEntry, grace, graceDetail, roles, userPage } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
const SLOW = { timeout: 30_000 };
const LOADING = { timeout: 8000 };

const duplicate: TUserSummary = {
  ...grace,
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  email: 'grace.home@example.org',
  firstName: 'Grace',
  lastName: 'at home',
};
const ACCOUNT = { [grace.id]: 'a1111111-1111-4111-8111-111111111111' } as Record<string, string>;
ACCOUNT[duplicate.id] = 'a2222222-2222-4222-8222-222222222222';

const moved = (signIn: number): TUserAccountMergeResult => ({
  fromUserAccountId: ACCOUNT[duplicate.id] ?? '',
  toUserAccountId: ACCOUNT[grace.id] ?? '',
  moved: { emails: 1, tractionPlan: 1, notesAbout: 0, futureKind: 2, signIn },
});

/** The identity and useraccount answers of a merge; `refuse` makes the merge fail. */
function mergeApi(refuse = false) {
  return testApi(async (path) => {
    if (path === `/api/auth/users/${grace.id}`) return graceDetail;
    if (path === '/api/auth/users') return userPage(grace, duplicate);
    if (path === '/api/auth/roles') return roles;
    if (path === '/api/auth/claims') return [];
    if (path === '/api/auth/AuditLog') return { count: 1, data: [auditEntry] };
    const owner = /GetByUserId\/([^/]+)\/profile\/false\/false$/.exec(path)?.[1];
    if (owner && ACCOUNT[owner]) return { id: ACCOUNT[owner] };
    const [from, to] = [ACCOUNT[duplicate.id], ACCOUNT[grace.id]];
    if (path === `/api/useraccount/MergePreview/${from}/${to}`) return moved(1);
    if (path === `/api/useraccount/Merge/${from}/${to}`) {
      if (refuse) throw new ApiError(404, 'Both user accounts must exist in this brand.');
      return moved(1);
    }
    throw new ApiError(404, `No such call: ${path}`);
  });
}

async function pickDuplicate(api: ReturnType<typeof mergeApi>) {
  renderApp([`/users/view/${grace.id}`], { session: admin, api });
  fireEvent.click(await screen.findByRole('button', { name: 'Merge accounts' }, LOADING));
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByRole('combobox', { name: 'The other account' });
  // Which account to keep is asked once there are two to choose from.
  expect(within(dialog).queryByRole('radiogroup', { name: 'Account to keep' })).toBeNull();
  fireEvent.change(picker, { target: { value: 'grace' } });
  fireEvent.click(await screen.findByRole('option', { name: /grace\.home@example\.org/ }, LOADING));
  return dialog;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('merging two accounts of one person', SLOW, () => {
  it('previews what moves into the kept account, merges on confirm and shows what moved', async () => {
    const api = mergeApi();
    const dialog = await pickDuplicate(api);
    // The page's own user is not offered as its own duplicate.
    const keep = within(dialog).getByRole('radiogroup', { name: 'Account to keep' });
    expect(within(keep).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: /grace\.hopper@example\.org/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show what moves' }));
    const table = await within(dialog).findByRole('table', {
      name: 'What moves to the kept account:',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // Kinds with nothing to move are left out; a kind without a text shows its name.
    expect(rows).toEqual(['RecordsCount', 'E-mail addresses1', 'Traction Plan1', 'futureKind2']);
    expect(dialog.textContent).toContain(
      'The sign-in grace.home@example.org is removed with its account: the person signs in as grace.hopper@example.org from now on.',
    );
    expect(api.get).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/useraccount/Merge/'),
      undefined,
      undefined,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText('The accounts were merged.')).toBeTruthy();
    expect(
      within(dialog).getByRole('table', { name: 'What moved to the kept account:' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('The sign-in grace.home@example.org was removed');
  });

  it("shows the server's refusal and merges nothing else", async () => {
    const dialog = await pickDuplicate(mergeApi(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show what moves' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Merge' }));
    expect(
      await within(dialog).findByText('Both user accounts must exist in this brand.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('The accounts were merged.')).toBeNull());
  });

  it('is not offered where the brand has userMerge off', async () => {
    const config = testConfig({ features: { userMerge: false } });
    renderApp([`/users/view/${grace.id}`], { session: admin, api: mergeApi(), config });
    expect(await screen.findByRole('button', { name: 'Delete user' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge accounts' })).toBeNull();
  });
});
