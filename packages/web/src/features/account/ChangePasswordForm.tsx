import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  ZChangePasswordRequest,
  type TChangePasswordRequest,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { changePassword } from './account-api';
import { issuesOf, translateIssues, type FieldErrors } from './field-errors';

const EMPTY: TChangePasswordRequest = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS = {
  oldPassword: 'account.password.old',
  newPassword: 'account.password.new',
  confirmPassword: 'account.password.confirm',
} as const;
const AUTOCOMPLETE = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
} as const;

/** Old, new and confirmed password; the policy's refusals show on their fields. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: (body: TChangePasswordRequest) => changePassword(api, body),
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(translateIssues(error.errors, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(translateIssues(issuesOf(parsed.error), t));
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };
  const fieldErrorShown = change.error instanceof ApiError && change.error.errors.length > 0;

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-labelledby="password-title"
    >
      <Typography id="password-title" variant="h6" component="h3">
        {t('account.password.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.password.hint', {
          min: PASSWORD_MIN_LENGTH,
          recommended: PASSWORD_RECOMMENDED_LENGTH,
        })}
      </Typography>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          type="password"
          label={t(LABELS[field])}
          autoComplete={AUTOCOMPLETE[field]}
          value={values[field]}
          error={errors[field] !== undefined}
          helperText={errors[field]}
          onChange={(event) => {
            setValues({ ...values, [field]: event.target.value });
            change.reset();
          }}
          sx={{ maxWidth: 420 }}
        />
      ))}
      {change.isError && !fieldErrorShown && <ErrorNotice error={change.error} />}
      {change.isSuccess && <Alert severity="success">{t('account.password.changed')}</Alert>}
      <Button
        type="submit"
        variant="outlined"
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('account.password.submit')}
      </Button>
    </Stack>
  );
}
