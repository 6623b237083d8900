import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useDebounced } from '../../ui/use-debounced';
import { addItems, contentAdminKeys, fetchLibrary } from './content-admin-api';

type Props = {
  groupId: string;
  /** Items already in the group (not offered). */
  present: string[];
  /** Closed: true when items were added. */
  onClose: (added: boolean) => void;
};

/** Picks items of the library to append to a group (addcontent). */
export function AddItemsDialog({ groupId, present, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const search = useDebounced(text.trim(), 300);
  const query = { page: 1, pageSize: 20, search: search || undefined };
  const found = useQuery({
    queryKey: contentAdminKeys.library(query),
    queryFn: ({ signal }) => fetchLibrary(api, query, signal),
  });
  const add = useMutation({
    mutationFn: () => addItems(api, groupId, picked),
    onSuccess: () => onClose(true),
  });
  const offered = (found.data?.data ?? []).filter((item) => !present.includes(item.id));
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>{t('contentAdmin.items.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField
            label={t('contentAdmin.library.search')}
            type="search"
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {found.isError && <ErrorNotice error={found.error} />}
          {found.isSuccess && offered.length === 0 && (
            <Typography color="text.secondary">{t('contentAdmin.library.none')}</Typography>
          )}
          {offered.map((item) => (
            <FormControlLabel
              key={item.id}
              label={`${item.title} (${t(`contentAdmin.entityType.${item.entityType}`)})`}
              control={
                <Checkbox
                  checked={picked.includes(item.id)}
                  onChange={(event) =>
                    setPicked((old) =>
                      event.target.checked ? [...old, item.id] : old.filter((id) => id !== item.id),
                    )
                  }
                />
              }
            />
          ))}
          {add.isError && <ErrorNotice error={add.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('contentAdmin.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={picked.length === 0 || add.isPending}
          onClick={() => add.mutate()}
        >
          {t('contentAdmin.items.addPicked', { count: picked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
