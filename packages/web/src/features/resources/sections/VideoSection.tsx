import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UploadedVideo } from './ItemFile';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { SectionFrame } from './SectionFrame';
import { SectionLink } from './SectionLink';
import { UnavailableSection } from './UnavailableSection';
import { videoEmbed } from './video-embed';

const zVideo = z.object({ contentId: z.string().optional(), url: z.string().optional() });

/**
 * A video: an uploaded one (a ContentVideo item) played from this site, or a provider's link
 * (YouTube and Vimeo in their sandboxed players, any other https link as a link).
 */
export function VideoSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const data = readData(zVideo, section.data);
  const title = section.title ?? t('resources.sections.video');
  if (data?.contentId) return <UploadedVideo contentId={data.contentId} title={title} />;
  const embed = data?.url ? videoEmbed(data.url) : null;
  if (!embed) return <UnavailableSection />;
  if (embed.kind === 'link') {
    return <SectionLink href={embed.href}>{t('resources.sections.watchVideo')}</SectionLink>;
  }
  return (
    <SectionFrame
      title={title}
      src={embed.src}
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="encrypted-media; fullscreen; picture-in-picture"
    />
  );
}
