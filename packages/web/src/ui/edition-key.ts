/**
 * The key of a form over a stored item: a link from one item to another of the same page (a
 * campus to its district) or a newer version of it mounts a fresh form, never one still holding
 * the values of the item shown before.
 */
export const editionKey = (item: { id: string; version: number }) => `${item.id}@${item.version}`;
