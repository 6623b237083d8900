import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { useSectionScope } from './section-scope';
import { UnavailableSection } from './UnavailableSection';

const zChecklist = z.object({ items: z.array(z.string().max(500)).min(1).max(50) });

/** Where a checklist's ticks are kept: per item and section, in this browser. */
const storageKey = (contentId: string | null, sectionId: string) =>
  `resources.checklist.${contentId ?? 'page'}.${sectionId}`;

function readTicks(key: string, count: number): boolean[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    const ticks = Array.isArray(stored) ? stored : [];
    return Array.from({ length: count }, (_, i) => ticks[i] === true);
  } catch {
    return Array.from({ length: count }, () => false);
  }
}

/** A checklist the reader ticks off, with a bar of how far they are; kept on this device. */
export function CheckboxProgressBarSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { contentId } = useSectionScope();
  const data = readData(zChecklist, section.data);
  const key = storageKey(contentId, section.id);
  const [ticks, setTicks] = useState(() => readTicks(key, data?.items.length ?? 0));
  if (!data) return <UnavailableSection />;
  const done = ticks.filter(Boolean).length;
  const toggle = (index: number) => {
    const next = ticks.map((tick, i) => (i === index ? !tick : tick));
    setTicks(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: the ticks last as long as the page.
    }
  };
  return (
    <Stack spacing={1}>
      <LinearProgress
        variant="determinate"
        value={(done / data.items.length) * 100}
        aria-label={t('resources.sections.progress', { done, count: data.items.length })}
      />
      <Typography variant="body2" color="text.secondary">
        {t('resources.sections.progress', { done, count: data.items.length })}
      </Typography>
      <Stack>
        {data.items.map((item, index) => (
          <FormControlLabel
            key={index}
            control={<Checkbox checked={ticks[index] ?? false} onChange={() => toggle(index)} />}
            label={item}
          />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('resources.sections.checklistDevice')}
      </Typography>
    </Stack>
  );
}
