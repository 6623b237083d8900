import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { PageLoading } from '../../ui/PageLoading';
import { ContentView } from './ContentView';
import { NotFoundNotice } from './NotFoundNotice';
import { fetchPublicContent, resourcesKeys } from './resources-api';

/**
 * content/{code}/view/{contentId}/{sectionHash?} and contentsection/resources/...: an item
 * marked public, for anybody; with a section hash, that section is brought into view. Anything
 * not public answers "not found", the same as an unknown item.
 */
export function PublicContentPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { code = '', contentId = '', sectionHash } = useParams();
  const item = useQuery({
    queryKey: resourcesKeys.publicContent(code, contentId),
    queryFn: ({ signal }) => fetchPublicContent(api, code, contentId, signal),
    retry: false,
  });
  if (item.isError)
    return <NotFoundNotice error={item.error} text={t('resources.content.notFound')} />;
  if (!item.data) return <PageLoading />;
  return (
    <ContentView
      content={item.data.content}
      groupCode={item.data.resourceGroup.code}
      sectionHash={sectionHash}
      eyebrow={
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {item.data.resourceGroup.name}
        </Typography>
      }
    />
  );
}

/** content/{code}: a group is read signed in, at its resources page. */
export function PublicGroupPage() {
  const { code = '' } = useParams();
  return <Navigate to={`/resources/${encodeURIComponent(code)}`} replace />;
}
