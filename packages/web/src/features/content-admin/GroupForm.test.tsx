import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TGroupContentItem } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { groupFixture } from './group.fixture';

const id = '0b6f4a52-6a0e-4a57-9c0e-2d1f7a10c3b2';
const group = groupFixture({ id });
const item: TGroupContentItem = {
  id: '0b6f4a52-6a0e-4a57-9c0e-2d1f7a10c3b3',
  entityType: 'Content',
  title: 'Week one',
  summary: '',
  isPublic: false,
  tags: [],
  updatedAt: '2026-11-20T09:00:00.000Z',
  sortPath: [1],
};
const LOAD = { timeout: 10_000 };

const groupApi = () =>
  testApi(async (path) => {
    if (path === `/api/resourcegroup/${id}`) return group;
    if (path === `/api/resourcegroup/getcontentsbyid/${id}`) return [item];
    if (path === `/api/resourcegroup/GetMemberNames/${id}`) return [];
    throw new ApiError(404, 'No such call.');
  });

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('the resource group form', { timeout: 30_000 }, () => {
  it('offers the featured item only where the brand has featured content on', async () => {
    const session = testSession(['contentEditor']);
    renderApp([`/admin/resources/group/${id}`], { session, api: groupApi() });
    expect(await screen.findByRole('combobox', { name: 'Featured item' }, LOAD)).toBeTruthy();
    cleanup();
    queryClient.clear();
    const config = testConfig({ features: { featuredContent: false } });
    renderApp([`/admin/resources/group/${id}`], { session, api: groupApi(), config });
    expect(await screen.findByRole('combobox', { name: 'Intro item' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Featured item' })).toBeNull();
  });
});
