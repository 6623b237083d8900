import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { SectionFrame } from './SectionFrame';
import { UnavailableSection } from './UnavailableSection';

const zDomo = z.object({ url: z.string().max(2000) });

/** A Domo report's https embed address on a Domo host, else null. */
export function domoEmbedUrl(link: string): string | null {
  try {
    const url = new URL(link);
    const domo = url.hostname === 'domo.com' || url.hostname.endsWith('.domo.com');
    return url.protocol === 'https:' && domo ? url.href : null;
  } catch {
    return null;
  }
}

/** A Domo report embedded in a sandboxed frame; a link to any other host is not framed. */
export function DomoReportSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const data = readData(zDomo, section.data);
  const src = data ? domoEmbedUrl(data.url) : null;
  if (!src) return <UnavailableSection />;
  return (
    <SectionFrame
      title={section.title ?? t('resources.sections.report')}
      src={src}
      sandbox="allow-scripts allow-same-origin allow-popups"
      ratio="4 / 3"
    />
  );
}
