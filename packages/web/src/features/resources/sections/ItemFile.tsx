import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TContent } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchContentsByIds, resourcesKeys } from '../resources-api';
import { useSectionScope } from './section-scope';
import { SignInNotice } from './SignInNotice';
import { UnavailableSection } from './UnavailableSection';

/**
 * An item's own uploaded file, by the signed address given with the item: a video plays (the
 * browser streams it in ranges), an attachment downloads. Nothing when the item has no file.
 */
export function ItemFile({ content, title }: { content: TContent; title: string }) {
  const { t } = useTranslation();
  const url = content.file ? content.fileUrls?.[content.file.id] : undefined;
  if (!content.file) return null;
  if (!url) return <UnavailableSection />;
  if (content.file.kind === 'video') {
    return (
      <Box
        component="video"
        controls
        preload="metadata"
        src={url}
        aria-label={title}
        sx={{ width: '100%', borderRadius: 2, display: 'block' }}
      />
    );
  }
  return (
    <Link href={url} download={content.file.name}>
      {t('resources.sections.download', { name: content.file.name })}
    </Link>
  );
}

/** The video of another item (a ContentVideo a video section names), read as the reader may. */
export function UploadedVideo({ contentId, title }: { contentId: string; title: string }) {
  const { signedIn } = useSectionScope();
  const { api } = usePortal();
  const item = useQuery({
    queryKey: resourcesKeys.content(contentId),
    queryFn: async ({ signal }) => (await fetchContentsByIds(api, [contentId], signal))[0] ?? null,
    enabled: signedIn,
  });
  if (!signedIn) return <SignInNotice />;
  if (item.isLoading) return <Skeleton variant="rectangular" height={200} />;
  if (!item.data?.file || item.data.file.kind !== 'video') return <UnavailableSection />;
  return <ItemFile content={item.data} title={title} />;
}
