import type { TContentSection } from '@portal/core';

/** What every section renderer gets: its stored section (type, title, settings). */
export type SectionProps = { section: TContentSection };
