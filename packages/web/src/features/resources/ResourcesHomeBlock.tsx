import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { HomeBlock } from '../home/blocks/HomeBlock';
import { useBlockData } from '../home/blocks/use-block-data';
import { useHomeData } from '../home/blocks/use-home-data';
import { fetchLatestFeatured, resourcesKeys } from './resources-api';
import { contentPath } from './sections/section-scope';

/**
 * The home card of the person's resource groups (the active ones they belong to) and the
 * latest featured item (where the brand has featured content on), each opening its page, with
 * the way to the whole library.
 */
export function ResourcesHomeBlock() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const home = useHomeData();
  const featuredOn = useFeatureOn('featuredContent');
  const featured = useBlockData({
    queryKey: resourcesKeys.featured,
    empty: null,
    load: (signal) => fetchLatestFeatured(api, signal),
    enabled: featuredOn,
  });
  const groups = home.data.resourceGroups;
  const item = featured.data;
  return (
    <HomeBlock
      name="resourceGroups"
      title={t('resources.home.title')}
      loading={home.loading || featured.loading}
      isEmpty={groups.length === 0 && !item}
      empty={t('resources.home.empty')}
      action={
        <Button component={RouterLink} to="/resources" variant="outlined" sx={{ mt: 1.5 }}>
          {t('resources.home.all')}
        </Button>
      }
    >
      {item && (
        <Typography sx={{ mb: 1 }}>
          <Link component={RouterLink} to={contentPath(item.resourceGroupCode, item.content.id)}>
            {t('resources.home.featured', { title: item.content.title })}
          </Link>
        </Typography>
      )}
      <List dense disablePadding>
        {groups.map((group) => (
          <ListItem key={group.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/resources/${encodeURIComponent(group.code)}`}>
                  {group.name}
                </Link>
              }
              secondary={group.description || undefined}
            />
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}
