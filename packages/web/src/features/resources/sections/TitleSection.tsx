import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { UnavailableSection } from './UnavailableSection';

const zTitle = z.object({ text: z.string() });

/** A heading of the page. */
export function TitleSection({ section }: SectionProps) {
  const data = readData(zTitle, section.data);
  if (!data) return <UnavailableSection />;
  return (
    <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
      {data.text}
    </Typography>
  );
}
