import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { imageSource, readData } from './section-data';
import type { SectionProps } from './section-props';
import { useSectionScope } from './section-scope';
import { UnavailableSection } from './UnavailableSection';

export const zImage = z.object({
  fileId: z.string().optional(),
  url: z.string().optional(),
  alt: z.string().max(500).default(''),
  caption: z.string().max(500).optional(),
});
export type SectionImage = z.output<typeof zImage>;

/** One picture, as wide as its column at most, with its caption. */
export function SectionPicture({ image }: { image: SectionImage }) {
  const src = imageSource(image, useSectionScope().fileUrls);
  if (!src) return <UnavailableSection />;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={src}
        alt={image.alt}
        loading="lazy"
        sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, mx: 'auto' }}
      />
      {image.caption && (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {image.caption}
        </Typography>
      )}
    </Box>
  );
}

export function ImageSection({ section }: SectionProps) {
  const data = readData(zImage, section.data);
  return data ? <SectionPicture image={data} /> : <UnavailableSection />;
}
