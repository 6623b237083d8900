import { expect } from 'vitest';
import type { TContent, TContentSaveInput, TResourceGroup, TResourceGroupSave } from '@portal/core';
import type { TestApp } from '../../../test/test-app';
import { call, type TestPerson } from '../crmaccount/accounts-test-support';

export const RG = '/api/resourcegroup';

/** Saves a group as the person and answers it (the call must succeed). */
export async function saveGroup(
  t: TestApp,
  by: TestPerson,
  group: Partial<TResourceGroupSave> & { name: string; code: string },
): Promise<TResourceGroup> {
  const res = await call(t, 'POST', `${RG}/save`, by, group);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TResourceGroup>();
}

/** Creates or changes an item in a group as the person. */
export async function upsertContent(
  t: TestApp,
  by: TestPerson,
  groupId: string,
  content: TContentSaveInput,
): Promise<TContent> {
  const res = await call(t, 'POST', `${RG}/upsertContent/${groupId}`, by, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TContent>();
}

/** A page of a title and a paragraph. */
export const page = (title: string, words: string) => [
  { id: 'title', type: 'title', data: { text: title } },
  {
    id: 'body',
    type: 'text',
    data: { body: [{ type: 'paragraph', spans: [{ text: words }] }] },
  },
];

/** Publishes a group (draft → active) keeping the rest as it is. */
export async function publish(t: TestApp, by: TestPerson, group: TResourceGroup) {
  const { id, name, code, members, version } = group;
  return saveGroup(t, by, { id, name, code, members, version, status: 'active' });
}
