import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { SectionPicture, zImage } from './ImageSection';
import { UnavailableSection } from './UnavailableSection';

const zCarousel = z.object({ images: z.array(zImage).max(50) });

/** Pictures one at a time, with buttons to the previous and next one and where the reader is. */
export function ImageCarouselSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const data = readData(zCarousel, section.data);
  const count = data?.images.length ?? 0;
  const image = data?.images[Math.min(index, count - 1)];
  if (!image) return <UnavailableSection />;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <Stack spacing={1} role="group" aria-roledescription={t('resources.sections.carousel')}>
      <SectionPicture image={image} />
      {count > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <IconButton onClick={() => move(-1)} aria-label={t('resources.sections.previousImage')}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2" aria-live="polite">
            {t('resources.sections.imageOf', { n: Math.min(index, count - 1) + 1, count })}
          </Typography>
          <IconButton onClick={() => move(1)} aria-label={t('resources.sections.nextImage')}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
