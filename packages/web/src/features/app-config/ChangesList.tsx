import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatList, noChanges, type TAppConfigChanges } from '@portal/core';

/** What a save or an import changes, in words: flags, theme colours, pages added, removed, changed. */
export function ChangesList({ changes }: { changes: TAppConfigChanges }) {
  const { t, i18n } = useTranslation();
  if (noChanges(changes)) return <Typography>{t('appConfig.changes.nothing')}</Typography>;
  const list = (items: string[]) => formatList(items, i18n.language);
  const lines = [
    changes.features.length > 0 &&
      t('appConfig.changes.features', {
        list: list(
          changes.features.map(({ name, on }) =>
            t(on ? 'appConfig.changes.on' : 'appConfig.changes.off', { name }),
          ),
        ),
      }),
    changes.theme.length > 0 && t('appConfig.changes.theme', { list: list(changes.theme) }),
    changes.pagesAdded.length > 0 &&
      t('appConfig.changes.added', { list: list(changes.pagesAdded) }),
    changes.pagesRemoved.length > 0 &&
      t('appConfig.changes.removed', { list: list(changes.pagesRemoved) }),
    changes.pagesChanged.length > 0 &&
      t('appConfig.changes.changed', { list: list(changes.pagesChanged) }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {lines.map((line) => (
        <Typography component="li" key={line}>
          {line}
        </Typography>
      ))}
    </ul>
  );
}
