import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TRENDING_WINDOW_DAYS } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { fetchTrending, resourcesKeys } from './resources-api';
import { contentPath } from './sections/section-scope';

/** How many trending items the library shows. */
const SHOWN = 5;

/**
 * The items most read and completed of late among those the reader reaches (the hourly trending
 * metrics), each opened in a group they read it in; nothing until there is activity to rank.
 */
export function TrendingContent() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const trending = useQuery({
    queryKey: resourcesKeys.trending,
    queryFn: ({ signal }) => fetchTrending(api, SHOWN, signal),
  });
  const items = (trending.data ?? []).flatMap((item) =>
    item.groupCode ? [{ ...item, groupCode: item.groupCode }] : [],
  );
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('resources.library.trending')} spacing={0.5}>
      <Typography variant="h6" component="h2">
        {t('resources.library.trending')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('resources.library.trendingHint', { days: TRENDING_WINDOW_DAYS })}
      </Typography>
      <List component="ol" disablePadding>
        {items.map((item, index) => (
          <ListItem key={item.id} disableGutters divider>
            <Typography
              aria-hidden
              color="primary"
              sx={{ fontWeight: 700, width: '2ch', flexShrink: 0 }}
            >
              {index + 1}
            </Typography>
            <ListItemText
              primary={
                <Link component={RouterLink} to={contentPath(item.groupCode, item.id)}>
                  {item.title}
                </Link>
              }
              secondary={item.summary || undefined}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
