/** A value a query may carry; objects and arrays travel as JSON text. */
export type QueryValue = string | number | boolean | Date | null | undefined | object;
export type Query = Readonly<Record<string, QueryValue>>;

function encodeValue(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `?a=1&b=...` for the present values (null and undefined are left out), or '' when none. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(name, encodeValue(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
