import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  bannerTextIn,
  formatDateTime,
  pageTextIn,
  type LocaleCode,
  type TPageEditVersion,
  type TPageHistoryQuery,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useLocale } from '../../app/page-text/use-page-text';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { EditActions } from './EditActions';
import { pageEditHistory, restorePageEdit } from './page-edit-api';
import { useSaveEdit } from './use-save-edit';

/** What a version said, in the page's language, in one line. */
function summaryOf(value: TPageEditVersion['value'], locale: LocaleCode): string | null {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map((banner) => bannerTextIn(banner, locale)).join(' · ');
  return pageTextIn(value, locale).value ?? '';
}

type Props = { query: TPageHistoryQuery; onClose: () => void };

/** The saved versions of a text or of a page's banners, newest first, each restorable. */
export function PageEditHistory({ query, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const locale = useLocale();
  const versions = useQuery({
    queryKey: ['page-edit-history', query],
    queryFn: ({ signal }) => pageEditHistory(api, query, signal),
  });
  const { busy, save } = useSaveEdit(onClose);

  return (
    <>
      <DialogContent>
        {versions.isPending && <Skeleton variant="rounded" height={120} />}
        {versions.isError && <ErrorNotice error={versions.error} />}
        {versions.data?.length === 0 && (
          <Typography color="text.secondary">{t('pageEdit.history.none')}</Typography>
        )}
        <List dense aria-label={t('pageEdit.history.label')}>
          {versions.data?.map((version, index) => {
            const summary = summaryOf(version.value, locale);
            return (
              <ListItem
                key={version.id}
                divider
                secondaryAction={
                  index > 0 && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => void save(() => restorePageEdit(api, version.id))}
                    >
                      {t('pageEdit.history.restore')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={summary === null ? t('pageEdit.history.removed') : summary || '—'}
                  secondary={t(
                    index === 0 ? 'pageEdit.history.current' : 'pageEdit.history.saved',
                    {
                      at: formatDateTime(version.savedAt, locale),
                      by: version.savedBy ?? t('pageEdit.history.unknown'),
                    },
                  )}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 10 } } }}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <EditActions busy={busy} onClose={onClose} />
    </>
  );
}
