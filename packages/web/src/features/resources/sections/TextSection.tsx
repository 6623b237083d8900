import { z } from 'zod';
import { ZRichText } from '@portal/core';
import { RichText } from '../../../ui/rich-text/RichText';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { UnavailableSection } from './UnavailableSection';

const zText = z.object({ body: ZRichText });

/** Rich text, rendered from its structure (never as HTML). */
export function TextSection({ section }: SectionProps) {
  const data = readData(zText, section.data);
  if (!data) return <UnavailableSection />;
  return <RichText body={data.body} />;
}
