import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { resourceGroupApi, type TGroupContentItem, type TResourceGroup } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { CheckCircleIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';
import { FollowButton } from './FollowButton';
import { NotFoundNotice } from './NotFoundNotice';
import { fetchIntroContent, resourcesKeys } from './resources-api';
import { ContentSections } from './sections/ContentSections';
import { contentPath } from './sections/section-scope';
import { useCompleted } from './use-completed';
import { useGroup, useGroupItems } from './use-group';

/** An item's level in the group: 0 for a module, 1 for its lessons, and so on. */
const levelOf = (item: TGroupContentItem) => Math.max(0, item.sortPath.length - 1);

function ItemList({
  items,
  code,
  completed,
}: {
  items: TGroupContentItem[];
  code: string;
  completed: Set<string> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <List disablePadding>
      {items.map((item) => {
        const level = levelOf(item);
        return (
          <ListItem key={item.id} disableGutters divider sx={{ pl: level * 3 }}>
            <ListItemText
              primary={
                <Link
                  component={RouterLink}
                  to={contentPath(code, item.id)}
                  sx={{ fontWeight: level === 0 ? 600 : 400 }}
                >
                  {item.title}
                </Link>
              }
              secondary={item.summary || undefined}
            />
            {completed?.has(item.id) && (
              <CheckCircleIcon
                color="success"
                titleAccess={t('resources.content.done')}
                sx={{ ml: 1 }}
              />
            )}
            {item.entityType !== 'Content' && (
              <Chip
                size="small"
                variant="outlined"
                label={t(`resources.library.type.${item.entityType}`)}
                sx={{ ml: 1 }}
              />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

/** The group with its items whole as a PDF (its print view, rendered by the server). */
function PdfButton({ group }: { group: TResourceGroup }) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  const [busy, setBusy] = useState(false);
  const pdf = async () => {
    setBusy(true);
    await download({
      ...fileRequest(resourceGroupApi.printPdf, { params: { id: group.id } }),
      fileName: `${group.name}.pdf`,
    });
    setBusy(false);
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void pdf()}>
      {t('resources.group.pdf')}
    </Button>
  );
}

/**
 * resources/{code}: a group the reader reaches: its description, its intro item shown whole,
 * and its items in their multi-level order (modules with their lessons indented under them); the
 * Follow button where the brand has content alerts on.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { code = '' } = useParams();
  const alertsOn = useFeatureOn('contentAlerts');
  const group = useGroup(code);
  const groupId = group.data?.id;
  const items = useGroupItems(groupId);
  const completed = useCompleted(groupId);
  const intro = useQuery({
    queryKey: resourcesKeys.intro(groupId ?? ''),
    queryFn: ({ signal }) => fetchIntroContent(api, groupId ?? '', signal),
    enabled: groupId !== undefined && group.data?.introContentId !== null,
  });
  if (group.isError)
    return <NotFoundNotice error={group.error} text={t('resources.group.notFound')} />;
  if (!group.data) return <PageLoading />;
  const listed = (items.data ?? []).filter((item) => item.id !== group.data.introContentId);
  const done = listed.filter((item) => completed?.has(item.id)).length;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to="/resources">
              {t('resources.group.back')}
            </Button>
            <Stack direction="row" spacing={1}>
              {alertsOn && <FollowButton groupId={group.data.id} />}
              <PdfButton group={group.data} />
            </Stack>
          </Stack>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {group.data.name}
          </Typography>
          {group.data.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {group.data.description}
            </Typography>
          )}
        </Stack>
        {intro.data && (
          <Stack component="section" aria-label={t('resources.group.intro')} spacing={2}>
            <Typography variant="h5" component="h2">
              {intro.data.title}
            </Typography>
            {intro.data.summary && (
              <Typography color="text.secondary">{intro.data.summary}</Typography>
            )}
            <ContentSections
              sections={intro.data.sections}
              contentId={intro.data.id}
              groupCode={group.data.code}
              fileUrls={intro.data.fileUrls}
            />
            <Divider />
          </Stack>
        )}
        <Stack component="section" aria-label={t('resources.group.contents')} spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="h5" component="h2">
              {t('resources.group.contents')}
            </Typography>
            {completed && listed.length > 0 && (
              <Typography color="text.secondary">
                {t('resources.group.progress', { done, total: listed.length })}
              </Typography>
            )}
          </Stack>
          {items.isPending ? (
            <PageLoading />
          ) : listed.length === 0 ? (
            <Typography color="text.secondary">{t('resources.group.empty')}</Typography>
          ) : (
            <ItemList items={listed} code={group.data.code} completed={completed} />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
