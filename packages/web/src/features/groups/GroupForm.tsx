import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  UserGroupCrmStatus,
  UserGroupStatus,
  ZUserGroupSave,
  type TUserGroupSave,
} from '@portal/core';
import { zodResolver, type SchemaIssue } from '../../ui/zod-resolver';
import { AccountPicker } from '../accounts/AccountPicker';
import { crmStatusLabel, groupStatusLabel } from './group-labels';

type Saved = ReturnType<typeof ZUserGroupSave.parse>;
type Account = { id: string; accountName: string };
type Props = {
  initial: TUserGroupSave;
  /** The names of the group's accounts (the save carries their ids only). */
  accounts: Account[];
  readOnly: boolean;
  busy: boolean;
  onSave: (group: Saved) => void;
};

const TEXTS = [
  'referenceId',
  'referenceType',
  'specialTeamCode',
  'coachingSessionStatusUpdateEmail',
] as const;

/** The stored fields of a group, checked by core's schema before anything is sent. */
export function GroupForm({ initial, accounts: initialAccounts, readOnly, busy, onSave }: Props) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState(initialAccounts);
  const describe = (issue: SchemaIssue) =>
    issue.code === 'too_small' ? t('groups.validation.required') : t('groups.validation.invalid');
  const form = useForm<TUserGroupSave, unknown, Saved>({
    defaultValues: initial,
    resolver: zodResolver(ZUserGroupSave, describe),
  });
  const { errors } = form.formState;
  const setAccountList = (next: Account[]) => {
    setAccounts(next);
    form.setValue(
      'crmAccountIds',
      next.map((account) => account.id),
      { shouldDirty: true },
    );
  };
  const flag = (name: 'isHidden' | 'isVisibleToLeaders') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={t(`groups.fields.${name}`)}
          control={
            <Checkbox
              checked={field.value === true}
              disabled={readOnly}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  );
  const choice = (
    name: 'crmStatus' | 'status',
    values: Record<string, string>,
    label: (value: string) => string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={t(`groups.fields.${name}`)}
          value={field.value ?? ''}
          onChange={field.onChange}
          disabled={readOnly}
          fullWidth
        >
          {Object.values(values).map((value) => (
            <MenuItem key={value} value={value}>
              {label(value)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      <TextField
        {...form.register('name')}
        label={t('groups.fields.name')}
        required
        error={errors.name !== undefined}
        helperText={errors.name?.message ?? ' '}
        slotProps={{ input: { readOnly } }}
      />
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={t('groups.fields.accounts')}
        >
          {accounts.map((account) => (
            <Chip
              key={account.id}
              label={account.accountName}
              onDelete={
                readOnly
                  ? undefined
                  : () => setAccountList(accounts.filter((a) => a.id !== account.id))
              }
            />
          ))}
        </Stack>
        {!readOnly && (
          <AccountPicker
            label={t('groups.fields.addAccount')}
            value={null}
            onChange={(account) =>
              account &&
              !accounts.some((a) => a.id === account.id) &&
              setAccountList([...accounts, account])
            }
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {choice('status', UserGroupStatus, (value) => groupStatusLabel(t, value))}
        {choice('crmStatus', UserGroupCrmStatus, (value) => crmStatusLabel(t, value))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {flag('isHidden')}
        {flag('isVisibleToLeaders')}
      </Stack>
      <Stack
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
      >
        {TEXTS.map((name) => (
          <TextField
            key={name}
            {...form.register(name)}
            label={t(`groups.fields.${name}`)}
            size="small"
            error={errors[name] !== undefined}
            helperText={errors[name]?.message ?? ' '}
            slotProps={{ input: { readOnly } }}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('groups.actions.save')}
        </Button>
      )}
    </Stack>
  );
}
