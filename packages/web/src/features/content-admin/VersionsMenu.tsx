import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TContent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { toasts } from '../../ui/toast/toast-store';
import { contentAdminKeys, fetchVersions, restoreVersion } from './content-admin-api';

type Props = {
  contentId: string;
  /** The version the editor holds: a restore goes over it (409 when someone saved since). */
  currentVersion: number;
  /** Unsaved edits, which a restore replaces (the confirmation says so). */
  dirty: boolean;
  onRestored: (content: TContent) => void;
};

/** The item's saved versions, newest first; picking one restores it after asking. */
export function VersionsMenu({ contentId, currentVersion, dirty, onRestored }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const versions = useQuery({
    queryKey: contentAdminKeys.versions(contentId),
    queryFn: ({ signal }) => fetchVersions(api, contentId, signal),
    enabled: anchor !== null,
  });
  const restore = useMutation({
    mutationFn: (version: number) => restoreVersion(api, contentId, version, currentVersion),
    onSuccess: (content, version) => {
      onRestored(content);
      toasts.show({
        message: t('contentAdmin.versions.restored', { version }),
        severity: 'success',
      });
    },
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  const pick = async (version: number) => {
    setAnchor(null);
    const yes = await confirm({
      message: t('contentAdmin.versions.confirm', { version }),
      ...(dirty ? { warning: t('contentAdmin.versions.dropsEdits') } : {}),
    });
    if (yes) restore.mutate(version);
  };
  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        disabled={restore.isPending}
      >
        {t('contentAdmin.versions.title')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {versions.isSuccess && versions.data.length === 0 && (
          <MenuItem disabled>{t('contentAdmin.versions.none')}</MenuItem>
        )}
        {versions.isError && <MenuItem disabled>{versions.error.message}</MenuItem>}
        {(versions.data ?? []).map((version) => (
          <MenuItem key={version.version} onClick={() => void pick(version.version)}>
            <ListItemText
              primary={t('contentAdmin.versions.item', {
                version: version.version,
                title: version.title,
              })}
              secondary={[
                formatDateTime(version.savedAt, i18n.language),
                version.savedByName,
                version.autosaved ? t('contentAdmin.versions.autosaved') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
