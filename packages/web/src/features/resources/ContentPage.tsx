import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { PageLoading } from '../../ui/PageLoading';
import { ContentView } from './ContentView';
import { DoneControl } from './DoneControl';
import { NotFoundNotice } from './NotFoundNotice';
import {
  fetchContentParams,
  fetchContentsByIds,
  recordContentView,
  resourcesKeys,
} from './resources-api';
import { contentPath } from './sections/section-scope';
import { useGroup, useGroupItems } from './use-group';

/** Counts one view of the item each time a reader opens it; a failure is only logged. */
function useRecordView(contentId: string | undefined) {
  const { api } = usePortal();
  useEffect(() => {
    if (!contentId) return;
    recordContentView(api, contentId).catch((error: unknown) => {
      console.warn('The view of a content item was not counted.', error);
    });
  }, [api, contentId]);
}

/**
 * resources/{code}/view/{contentId}: an item of a group the reader reaches, with the way back
 * to the group and to the previous and next item. Not in the group, or not reachable: 404.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { code = '', contentId = '' } = useParams();
  const group = useGroup(code);
  const items = useGroupItems(group.data?.id);
  const inGroup = items.data?.some((item) => item.id === contentId);
  const content = useQuery({
    queryKey: resourcesKeys.content(contentId),
    queryFn: async ({ signal }) => {
      const [found] = await fetchContentsByIds(api, [contentId], signal);
      if (!found) throw new ApiError(404, t('resources.content.notFound'));
      return found;
    },
    enabled: inGroup === true,
    retry: false,
  });
  useRecordView(content.data?.id);
  const declaresParams = (content.data?.paramTypes.length ?? 0) > 0;
  const params = useQuery({
    queryKey: resourcesKeys.params(contentId),
    queryFn: ({ signal }) => fetchContentParams(api, contentId, signal),
    enabled: declaresParams,
  });

  if (group.isError)
    return <NotFoundNotice error={group.error} text={t('resources.group.notFound')} />;
  if (items.isError)
    return <NotFoundNotice error={items.error} text={t('resources.group.notFound')} />;
  if (inGroup === false) {
    return <NotFoundNotice error={new ApiError(404, '')} text={t('resources.content.notFound')} />;
  }
  if (content.isError) {
    return <NotFoundNotice error={content.error} text={t('resources.content.notFound')} />;
  }
  if (!group.data || !items.data || !content.data) return <PageLoading />;
  // The links wait for the reader's values; without them (an error) they go out empty.
  if (declaresParams && params.isPending) return <PageLoading />;

  const list = items.data;
  const index = list.findIndex((item) => item.id === contentId);
  const previous = list[index - 1];
  const next = list[index + 1];
  const groupPath = `/resources/${encodeURIComponent(group.data.code)}`;
  return (
    <ContentView
      content={content.data}
      groupCode={group.data.code}
      paramValues={params.data}
      eyebrow={
        <Link component={RouterLink} to={groupPath} variant="overline" sx={{ fontWeight: 700 }}>
          {group.data.name}
        </Link>
      }
      footer={
        <Stack spacing={3}>
          <DoneControl groupId={group.data.id} contentId={content.data.id} />
          <Stack
            component="nav"
            aria-label={group.data.name}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            {previous ? (
              <Button component={RouterLink} to={contentPath(group.data.code, previous.id)}>
                ← {previous.title}
              </Button>
            ) : (
              <Button component={RouterLink} to={groupPath}>
                {t('resources.content.back', { group: group.data.name })}
              </Button>
            )}
            {next && (
              <Button
                component={RouterLink}
                to={contentPath(group.data.code, next.id)}
                variant="outlined"
              >
                {next.title} →
              </Button>
            )}
          </Stack>
        </Stack>
      }
    />
  );
}
