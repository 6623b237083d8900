import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TGroupContentItem, TResourceGroup } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SecuritySection } from '../security/SecuritySection';
import { AddItemsDialog } from './AddItemsDialog';
import { contentAdminKeys, removeItem, setItemOrder } from './content-admin-api';
import {
  indentItem,
  itemMoves,
  moveItem,
  outdentItem,
  outlineOf,
  placesOf,
  type Outline,
} from './item-outline';

type Props = { group: TResourceGroup; items: TGroupContentItem[] };
type ItemAction = 'up' | 'down' | 'indent' | 'outdent' | 'remove';

/** A group's items in their multi-level order: add, move up, down, in, out, remove. */
export function GroupItems({ group, items }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const outline = outlineOf(items);
  const byId = new Map(items.map((item) => [item.id, item]));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentAdminKeys.items(group.id) }),
      queryClient.invalidateQueries({ queryKey: contentAdminKeys.groups }),
    ]);
  const reorder = useMutation({
    mutationFn: (next: Outline) => setItemOrder(api, group.id, placesOf(next)),
    onSuccess: (saved) => queryClient.setQueryData(contentAdminKeys.items(group.id), saved),
  });
  const remove = useMutation({
    mutationFn: (contentId: string) => removeItem(api, group.id, contentId),
    onSuccess: refresh,
  });
  const busy = reorder.isPending || remove.isPending;
  const move = (next: Outline) => next !== outline && reorder.mutate(next);

  return (
    <SecuritySection
      title={t('contentAdmin.items.title')}
      actions={
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setAdding(true)}>{t('contentAdmin.items.add')}</Button>
          <Button
            variant="contained"
            component={RouterLink}
            to={`/admin/resources/content?group=${group.id}`}
          >
            {t('contentAdmin.items.create')}
          </Button>
        </Stack>
      }
    >
      {reorder.isError && <ErrorNotice error={reorder.error} />}
      {remove.isError && <ErrorNotice error={remove.error} />}
      {items.length === 0 && <Typography>{t('contentAdmin.items.none')}</Typography>}
      <List aria-label={t('contentAdmin.items.title')}>
        {outline.map(({ id, level }, index) => {
          const item = byId.get(id);
          const can = itemMoves(outline, id);
          const title = item?.title ?? id;
          const action = (key: ItemAction, enabled: boolean, run: () => void) => (
            <Button
              size="small"
              disabled={!enabled || busy}
              onClick={run}
              aria-label={t(`contentAdmin.items.${key}Of`, { title })}
            >
              {t(`contentAdmin.items.${key}`)}
            </Button>
          );
          return (
            <ListItem
              key={id}
              divider
              sx={{ pl: 2 + (level - 1) * 4, flexWrap: 'wrap', gap: 1 }}
              data-testid="group-item"
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography component="span" color="text.secondary" sx={{ mr: 1 }}>
                  {placesOf(outline)[index]?.sortPath.join('.')}
                </Typography>
                <Link component={RouterLink} to={`/resources/${group.code}/edit/${id}`}>
                  {title}
                </Link>
                {item && (
                  <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                    ({t(`contentAdmin.entityType.${item.entityType}`)})
                  </Typography>
                )}
              </Box>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {action('up', can.up, () => move(moveItem(outline, id, -1)))}
                {action('down', can.down, () => move(moveItem(outline, id, 1)))}
                {action('indent', can.indent, () => move(indentItem(outline, id)))}
                {action('outdent', can.outdent, () => move(outdentItem(outline, id)))}
                {action('remove', true, () => {
                  void confirm({
                    message: t('contentAdmin.items.removeConfirm', { title }),
                  }).then((yes) => yes && remove.mutate(id));
                })}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {adding && (
        <AddItemsDialog
          groupId={group.id}
          present={items.map((item) => item.id)}
          onClose={(added) => {
            setAdding(false);
            if (added) void refresh();
          }}
        />
      )}
    </SecuritySection>
  );
}
