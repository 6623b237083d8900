import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { readData, zLabelledLink } from './section-data';
import type { SectionProps } from './section-props';
import { SectionLink } from './SectionLink';
import { UnavailableSection } from './UnavailableSection';

const zLinks = z.object({ links: z.array(zLabelledLink).max(50) });

/**
 * simpleNav: a row of links to other pages; actions: the same links as buttons, the next steps
 * the page proposes. Both wrap onto more lines on a narrow screen.
 */
export function LinksSection({ section }: SectionProps) {
  const data = readData(zLinks, section.data);
  if (!data) return <UnavailableSection />;
  const asButtons = section.type === 'actions';
  return (
    <Stack
      component="nav"
      aria-label={section.title}
      direction="row"
      useFlexGap
      spacing={asButtons ? 1 : 2}
      sx={{ flexWrap: 'wrap' }}
    >
      {data.links.map((link, index) => (
        <SectionLink
          key={index}
          href={link.href}
          button={asButtons ? (index === 0 ? 'contained' : 'outlined') : undefined}
        >
          {link.label}
        </SectionLink>
      ))}
    </Stack>
  );
}
