import type { TEvent, TEventCatalogItem, TEventCatalogItemSave, TEventSave } from '@portal/core';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { call, type TestPerson } from '../crmaccount/accounts-test-support';

/** A catalog item saved by an event admin. */
export async function createCatalogItem(
  t: TestApp,
  admin: TestPerson,
  item: Partial<TEventCatalogItemSave> = {},
): Promise<TEventCatalogItem> {
  const res = await call(t, 'POST', '/api/eventcatalog/upsert', admin, {
    name: 'Kickoff',
    ...item,
  });
  expect(res.statusCode).toBe(200);
  return res.json<TEventCatalogItem>();
}

/** An event saved by the person (an event admin or its trainer). */
export async function createEvent(
  t: TestApp,
  by: TestPerson,
  event: Partial<TEventSave> & { eventTypeId: string },
): Promise<TEvent> {
  const res = await call(t, 'POST', '/api/event/save', by, event);
  expect(res.statusCode).toBe(200);
  const saved = res.json<TEvent | null>();
  expect(saved).not.toBeNull();
  return saved as TEvent;
}

export const inDays = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString();
