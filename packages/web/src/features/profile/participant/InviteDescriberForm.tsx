import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  zDescriberInvite,
  zInvitedRelationship,
  type DescriberInvite,
  type PotentialDescriber,
} from '@portal/core';
import type { z } from 'zod';
import { zodResolver, type SchemaIssue } from '../../../ui/zod-resolver';

type Props = {
  suggestions: readonly PotentialDescriber[];
  busy: boolean;
  disabled: boolean;
  onInvite: (invite: DescriberInvite) => Promise<boolean>;
};

type FormValues = z.input<typeof zDescriberInvite>;

const EMPTY: FormValues = { firstName: '', lastName: '', email: '', describerRelationship: 'peer' };

/** Invites one describer by e-mail, with their relationship; people asked before are offered. */
export function InviteDescriberForm({ suggestions, busy, disabled, onInvite }: Props) {
  const { t } = useTranslation();
  const describe = (issue: SchemaIssue) => {
    const field = String(issue.path[0]);
    if (field === 'email') return t('profile.invite.invalidEmail');
    if (issue.code === 'too_big') return t('profile.invite.tooLong', { max: issue.maximum });
    return t('profile.invite.required');
  };
  const form = useForm<FormValues, unknown, DescriberInvite>({
    defaultValues: EMPTY,
    resolver: zodResolver(zDescriberInvite, describe),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (invite) => {
    if (await onInvite(invite)) form.reset(EMPTY);
  });
  const text = (name: 'firstName' | 'lastName' | 'email', extra: { type?: string } = {}) => (
    <TextField
      {...form.register(name)}
      label={t(`profile.invite.${name}`)}
      type={extra.type}
      required={name !== 'lastName'}
      disabled={disabled}
      error={errors[name] !== undefined}
      helperText={errors[name]?.message ?? ' '}
      sx={{ flex: '1 1 180px' }}
    />
  );

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {t('profile.invite.title')}
      </Typography>
      {suggestions.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('profile.invite.suggestions')}
          </Typography>
          {suggestions.map((person) => (
            <Chip
              key={person.email}
              label={`${person.firstName} ${person.lastName}`.trim() || person.email}
              disabled={disabled}
              onClick={() =>
                form.reset({
                  firstName: person.firstName,
                  lastName: person.lastName,
                  email: person.email,
                  describerRelationship: zInvitedRelationship
                    .catch('peer')
                    .parse(person.describerRelationship),
                })
              }
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {text('firstName')}
        {text('lastName')}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {text('email', { type: 'email' })}
        <Controller
          control={form.control}
          name="describerRelationship"
          render={({ field }) => (
            <TextField
              select
              label={t('profile.invite.relationship')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              helperText=" "
              sx={{ flex: '1 1 180px' }}
            >
              {zInvitedRelationship.options.map((relationship) => (
                <MenuItem key={relationship} value={relationship}>
                  {t(`profile.relationship.${relationship}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.invite.send')}
      </Button>
    </Stack>
  );
}
