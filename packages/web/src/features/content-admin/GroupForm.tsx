import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CONTENT_ADMINS,
  RESOURCE_GROUP_LIMITS,
  RESOURCE_GROUP_STATUSES,
  canChangeResourceGroupStatus,
  satisfies,
  type TGroupContentItem,
  type TResourceGroup,
  type TResourceGroupSave,
} from '@portal/core';
import { useSession } from '../../auth/session-context';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { SecuritySection } from '../security/SecuritySection';
import { contentAdminKeys, deleteGroup, isPriorityAvailable, saveGroup } from './content-admin-api';
import { GroupMembersField, type NamedMember } from './GroupMembersField';

type Draft = Omit<TResourceGroupSave, 'members'> & { members: NamedMember[] };

const draftOf = (group: TResourceGroup | undefined): Draft =>
  group
    ? {
        id: group.id,
        name: group.name,
        code: group.code,
        description: group.description,
        status: group.status,
        members: group.members,
        introContentId: group.introContentId,
        featuredContentId: group.featuredContentId,
        priority: group.priority,
        series: group.series,
        version: group.version,
      }
    : {
        name: '',
        code: '',
        description: '',
        status: 'draft',
        members: [],
        introContentId: null,
        featuredContentId: null,
        priority: null,
        series: { enabled: false, intervalDays: 7 },
      };

const PRIORITIES = Array.from({ length: RESOURCE_GROUP_LIMITS.prioritySlots }, (_, i) => i + 1);

type Props = { group?: TResourceGroup; items: TGroupContentItem[] };

/**
 * A resource group's settings: names, status, priority slot, members, series, intro, featured
 * item (where the brand has featured content on).
 */
export function GroupForm({ group, items }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const featuredOn = useFeatureOn('featuredContent');
  const { session } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(group));
  const set = (change: Partial<Draft>) => setDraft((old) => ({ ...old, ...change }));
  const priority = draft.priority ?? null;
  const slot = useQuery({
    queryKey: [...contentAdminKeys.groups, 'priority', priority, group?.id],
    queryFn: ({ signal }) => isPriorityAvailable(api, priority ?? 1, group?.id, signal),
    enabled: priority !== null,
  });
  const save = useMutation({
    mutationFn: () =>
      saveGroup(api, { ...draft, members: draft.members.map(({ type, id }) => ({ type, id })) }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentAdminKeys.group(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.groups });
      toasts.show({ message: t('contentAdmin.groups.saved'), severity: 'success' });
      setDraft((old) => ({ ...old, version: saved.version, status: saved.status }));
      if (!group) await navigate(`/admin/resources/group/${saved.id}`, { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteGroup(api, id),
    onSuccess: async (deleted) => {
      if (!deleted) return;
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.groups });
      toasts.show({ message: t('contentAdmin.groups.deleted'), severity: 'success' });
      await navigate('/admin/resources');
    },
  });
  const mayDelete = group && session && satisfies(session, CONTENT_ADMINS);
  const from = group?.status ?? 'draft';
  const itemTitle = (id: string) => items.find((item) => item.id === id)?.title ?? id;
  const itemSelect = (key: 'introContentId' | 'featuredContentId') => (
    <TextField
      select
      label={t(`contentAdmin.fields.${key}`)}
      value={draft[key] ?? ''}
      onChange={(event) => set({ [key]: event.target.value || null })}
      disabled={items.length === 0}
      sx={{ flex: 1 }}
    >
      <MenuItem value="">{t('contentAdmin.groups.noItem')}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {itemTitle(item.id)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <SecuritySection
      level={2}
      title={group ? group.name : t('contentAdmin.groups.new')}
      actions={
        mayDelete ? (
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              void confirm({
                message: t('contentAdmin.groups.deleteConfirm', { name: group.name }),
              }).then((yes) => yes && remove.mutate(group.id))
            }
          >
            {t('contentAdmin.groups.delete')}
          </Button>
        ) : undefined
      }
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {remove.isError && <ErrorNotice error={remove.error} />}
        {remove.data === false && (
          <Alert severity="error">{t('contentAdmin.groups.notDeleted')}</Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            required
            label={t('contentAdmin.fields.name')}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: RESOURCE_GROUP_LIMITS.name } }}
            sx={{ flex: 2 }}
          />
          <TextField
            required
            label={t('contentAdmin.fields.code')}
            helperText={t('contentAdmin.groups.codeHelp')}
            value={draft.code}
            onChange={(event) => set({ code: event.target.value })}
            slotProps={{ htmlInput: { maxLength: RESOURCE_GROUP_LIMITS.code } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          multiline
          minRows={2}
          label={t('contentAdmin.fields.description')}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          slotProps={{ htmlInput: { maxLength: RESOURCE_GROUP_LIMITS.description } }}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label={t('contentAdmin.fields.status')}
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as Draft['status'] })}
            helperText={t('contentAdmin.groups.statusHelp')}
            sx={{ flex: 1 }}
          >
            {RESOURCE_GROUP_STATUSES.filter((to) => canChangeResourceGroupStatus(from, to)).map(
              (status) => (
                <MenuItem key={status} value={status}>
                  {t(`contentAdmin.status.${status}`)}
                </MenuItem>
              ),
            )}
          </TextField>
          <TextField
            select
            label={t('contentAdmin.fields.priority')}
            value={priority ?? ''}
            onChange={(event) => set({ priority: Number(event.target.value) || null })}
            helperText={
              slot.data === false
                ? t('contentAdmin.groups.priorityTaken')
                : t('contentAdmin.groups.priorityHelp')
            }
            error={slot.data === false}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('contentAdmin.groups.noPriority')}</MenuItem>
            {PRIORITIES.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <GroupMembersField
          groupId={group?.id}
          members={draft.members}
          onChange={(members) => set({ members })}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            label={t('contentAdmin.fields.series')}
            control={
              <Switch
                checked={draft.series?.enabled ?? false}
                onChange={(event) =>
                  set({
                    series: { intervalDays: 7, ...draft.series, enabled: event.target.checked },
                  })
                }
              />
            }
          />
          <TextField
            type="number"
            label={t('contentAdmin.fields.intervalDays')}
            value={draft.series?.intervalDays ?? 7}
            disabled={!draft.series?.enabled}
            onChange={(event) =>
              set({
                series: {
                  enabled: true,
                  ...draft.series,
                  intervalDays: Number(event.target.value),
                },
              })
            }
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
          />
        </Stack>
        {group && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {itemSelect('introContentId')}
            {featuredOn && itemSelect('featuredContentId')}
          </Stack>
        )}
        {save.isError && <ErrorNotice error={save.error} />}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('contentAdmin.groups.save')}
          </Button>
        </Stack>
      </Stack>
    </SecuritySection>
  );
}
