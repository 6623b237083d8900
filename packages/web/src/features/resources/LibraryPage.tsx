import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TFiltersCounts, TResourceGroup } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { PageLoading } from '../../ui/PageLoading';
import { useMayOpen } from '../../app/use-may-open';
import { FeaturedContent } from './FeaturedContent';
import { LibraryFilters } from './LibraryFilters';
import { fetchFiltersCounts, fetchGroups, resourcesKeys } from './resources-api';
import { SearchBox } from './SearchBox';
import { TrendingContent } from './TrendingContent';

/** Members see their active groups; staff see every group here, and read only the active ones. */
const readable = (group: TResourceGroup) => group.status === 'active';

function GroupCards({
  groups,
  counts,
}: {
  groups: TResourceGroup[];
  counts: TFiltersCounts | undefined;
}) {
  const { t } = useTranslation();
  const countOf = (id: string) => counts?.resourceGroups.find((g) => g.value === id)?.count ?? 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {groups.map((group) => (
        <Card key={group.id} variant="outlined" sx={{ borderRadius: 3 }}>
          <CardActionArea
            component={RouterLink}
            to={`/resources/${encodeURIComponent(group.code)}`}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography variant="h6" component="h3">
                {group.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('resources.library.items', { count: countOf(group.id) })}
              </Typography>
              {group.description && (
                <Typography
                  variant="body2"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {group.description}
                </Typography>
              )}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/**
 * resources and resources/list: the reader's resource groups, the featured item and the trending
 * items (where the brand has them on), a search box (where the brand searches) and filters of the
 * items by type and topic with their counts.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const mayOpen = useMayOpen();
  const featuredOn = useFeatureOn('featuredContent');
  const trendingOn = useFeatureOn('trendingContent');
  const groups = useQuery({
    queryKey: resourcesKeys.groups,
    queryFn: ({ signal }) => fetchGroups(api, signal),
  });
  const counts = useQuery({
    queryKey: resourcesKeys.filters,
    queryFn: ({ signal }) => fetchFiltersCounts(api, signal),
  });
  if (groups.isError) return <Alert severity="error">{t('resources.library.loadFailed')}</Alert>;
  if (!groups.data) return <PageLoading />;
  const open = groups.data.filter(readable);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('resources.library.title')}
      </Typography>
      {mayOpen('resourcesSearch') && <SearchBox />}
      {featuredOn && <FeaturedContent />}
      <Stack component="section" aria-label={t('resources.library.groups')} spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('resources.library.groups')}
        </Typography>
        {open.length === 0 ? (
          <Typography color="text.secondary">{t('resources.library.noGroups')}</Typography>
        ) : (
          <GroupCards groups={open} counts={counts.data} />
        )}
      </Stack>
      {trendingOn && <TrendingContent />}
      {counts.data && <LibraryFilters counts={counts.data} groups={open} />}
    </Stack>
  );
}
