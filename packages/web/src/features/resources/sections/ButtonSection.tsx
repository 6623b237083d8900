import Box from '@mui/material/Box';
import { readData, zLabelledLink } from './section-data';
import type { SectionProps } from './section-props';
import { SectionLink } from './SectionLink';
import { UnavailableSection } from './UnavailableSection';

/** One call to action. */
export function ButtonSection({ section }: SectionProps) {
  const data = readData(zLabelledLink, section.data);
  if (!data) return <UnavailableSection />;
  return (
    <Box>
      <SectionLink href={data.href} button="contained">
        {data.label}
      </SectionLink>
    </Box>
  );
}
