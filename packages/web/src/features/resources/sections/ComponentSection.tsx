import type { ComponentType } from 'react';
import { z } from 'zod';
import { CheckupReportsBlock } from '../../checkup/report/CheckupReportsBlock';
import { ProfileReportsBlock } from '../../home/blocks/ProfileReportsBlock';
import { TeamsBlock } from '../../home/blocks/TeamsBlock';
import { forPerson } from './for-person';
import { readData } from './section-data';
import { UnavailableSection } from './UnavailableSection';

/** The portal's own cards a `component` section may name (settings: `{ "name": "teams" }`). */
const COMPONENTS: Record<string, ComponentType<{ userAccountId: string }>> = {
  profileReports: ProfileReportsBlock,
  checkupReports: CheckupReportsBlock,
  teams: TeamsBlock,
};

const zComponent = z.object({ name: z.string().max(100) });

/** One of the portal's cards about the reader, named by the section; an unknown name is unavailable. */
export const ComponentSection = forPerson((userAccountId, { section }) => {
  const name = readData(zComponent, section.data)?.name;
  const Component = name && Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined;
  return Component ? <Component userAccountId={userAccountId} /> : <UnavailableSection />;
});
