import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { fetchLatestFeatured, resourcesKeys } from './resources-api';
import { contentPath } from './sections/section-scope';

/** The featured item of the reader's most recently featured group; nothing when there is none. */
export function FeaturedContent() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const featured = useQuery({
    queryKey: resourcesKeys.featured,
    queryFn: ({ signal }) => fetchLatestFeatured(api, signal),
  });
  const data = featured.data;
  if (!data) return null;
  return (
    <Card
      component="section"
      aria-label={t('resources.library.featured')}
      variant="outlined"
      sx={{ borderRadius: 3, borderColor: 'primary.main' }}
    >
      <CardContent>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t('resources.library.featured')} · {data.resourceGroupName}
        </Typography>
        <Typography variant="h6" component="h2">
          {data.content.title}
        </Typography>
        {data.content.summary && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {data.content.summary}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={contentPath(data.resourceGroupCode, data.content.id)}
          variant="contained"
        >
          {t('resources.library.read')}
        </Button>
      </CardContent>
    </Card>
  );
}
