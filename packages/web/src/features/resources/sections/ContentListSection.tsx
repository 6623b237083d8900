import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import type { TContent, TContentInfo } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchContentsByIds, fetchRelatedInfo } from '../resources-api';
import { ItemFile } from './ItemFile';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { contentPath, useSectionScope } from './section-scope';
import { SignInNotice } from './SignInNotice';
import { UnavailableSection } from './UnavailableSection';

const zIds = z.object({ contentIds: z.array(z.string()).max(50) });

/**
 * attachments and related: other items of the library, listed by title with their summary and
 * opened in the group the page is read in. Only the items the reader reaches are listed (the
 * server leaves the others out); a visitor of a public page is asked to sign in.
 */
export function ContentListSection({ section }: SectionProps) {
  const { signedIn } = useSectionScope();
  const data = readData(zIds, section.data);
  if (!data) return <UnavailableSection />;
  if (!signedIn) return <SignInNotice />;
  return <ContentList ids={data.contentIds} attachments={section.type === 'attachments'} />;
}

function ContentList({ ids, attachments }: { ids: string[]; attachments: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { groupCode } = useSectionScope();
  const items = useQuery({
    queryKey: ['resources', attachments ? 'attachments' : 'related', ids],
    queryFn: async ({ signal }): Promise<TContentInfo[]> =>
      attachments ? fetchContentsByIds(api, ids, signal) : fetchRelatedInfo(api, ids, signal),
    enabled: ids.length > 0,
  });
  if (items.isLoading) return <Skeleton variant="text" width="60%" />;
  const list = items.data ?? [];
  if (items.isError || list.length === 0) {
    return <Typography color="text.secondary">{t('resources.sections.noItems')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {list.map((item) => (
        <ListItem key={item.id} disableGutters>
          <ListItemText
            primary={
              groupCode ? (
                <Link component={RouterLink} to={contentPath(groupCode, item.id)}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )
            }
            secondary={item.summary || undefined}
          />
          {'file' in item && <ItemFile content={item as TContent} title={item.title} />}
        </ListItem>
      ))}
    </List>
  );
}
