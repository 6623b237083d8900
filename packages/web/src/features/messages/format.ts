/** A UTC time of the outbox in the reader's language and time zone; empty when there is none. */
export const formatDateTime = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '';
