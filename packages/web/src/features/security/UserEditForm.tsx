import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUserSave, type TUserSave } from '@portal/core';
import { zodResolver, type SchemaIssue } from '../../ui/zod-resolver';

type TextName = 'email' | 'firstName' | 'middleName' | 'lastName' | 'phoneNumber';
type FlagName = 'emailConfirmed' | 'lockoutEnabled' | 'forcePasswordChange';

type Props = {
  initial: TUserSave;
  busy: boolean;
  onSave: (user: TUserSave) => void;
  onCancel: () => void;
};

/** The identity fields of a user, checked by core's `ZUserSave` before anything is sent. */
export function UserEditForm({ initial, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const describe = (issue: SchemaIssue) => {
    if (issue.code === 'too_big') return t('security.validation.tooLong', { max: issue.maximum });
    if (issue.path[0] === 'email') return t('security.validation.email');
    return t('security.validation.invalid');
  };
  const form = useForm<TUserSave, unknown, ReturnType<typeof ZUserSave.parse>>({
    defaultValues: initial,
    resolver: zodResolver(ZUserSave, describe),
  });
  const { errors } = form.formState;

  const text = (
    name: TextName,
    label: string,
    extra: { required?: boolean; type?: string } = {},
  ) => (
    <TextField
      {...form.register(name)}
      label={label}
      required={extra.required}
      type={extra.type}
      error={errors[name] !== undefined}
      helperText={errors[name]?.message ?? ' '}
      fullWidth
    />
  );
  const flag = (name: FlagName, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      {text('email', t('security.user.email'), { required: true, type: 'email' })}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {text('firstName', t('security.user.firstName'))}
        {text('middleName', t('security.user.middleName'))}
        {text('lastName', t('security.user.lastName'))}
      </Stack>
      {text('phoneNumber', t('security.user.phone'), { type: 'tel' })}
      {flag('emailConfirmed', t('security.user.emailConfirmed'))}
      {flag('lockoutEnabled', t('security.user.lockoutEnabled'))}
      {flag('forcePasswordChange', t('security.user.forcePasswordChange'))}
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('security.common.save')}
        </Button>
        <Button onClick={onCancel}>{t('security.common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
