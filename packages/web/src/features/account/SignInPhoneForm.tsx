import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, isValidPhone } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { checkPhoneCode, sendPhoneCode } from './account-api';

/**
 * The person's phone for sign-in codes (shown where the brand has the second factor on): a code
 * texted to the number proves it is theirs, and from then on signing in asks for a texted code.
 */
export function SignInPhoneForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: (number: string) => sendPhoneCode(api, userId, number) });
  const check = useMutation({
    mutationFn: (input: { number: string; code: string }) =>
      checkPhoneCode(api, userId, input.number, input.code),
  });
  const sentTo = send.isSuccess ? send.variables : null;
  const confirmed = check.data?.ok === true;

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    const number = phone.trim();
    setInvalid(!isValidPhone(number));
    if (!isValidPhone(number)) return;
    check.reset();
    setCode('');
    send.mutate(number);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (sentTo) check.mutate({ number: sentTo, code: code.trim() });
  };

  return (
    <Stack spacing={2} aria-labelledby="sign-in-phone-title" component="section">
      <Typography id="sign-in-phone-title" variant="h6" component="h3">
        {t('account.signInPhone.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.signInPhone.hint')}
      </Typography>
      <Stack component="form" direction="row" spacing={1} noValidate onSubmit={submitNumber}>
        <TextField
          size="small"
          type="tel"
          autoComplete="tel"
          label={t('account.signInPhone.number')}
          value={phone}
          error={invalid}
          helperText={invalid ? t('account.signInPhone.invalidNumber') : undefined}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={send.isPending}>
          {t('account.signInPhone.send')}
        </Button>
      </Stack>
      {send.error && <ErrorNotice error={send.error} />}
      {sentTo && !confirmed && (
        <Stack component="form" spacing={1} noValidate onSubmit={submitCode}>
          <Alert severity="info">
            {t('account.signInPhone.sent', { phone: formatPhone(sentTo) })}
          </Alert>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              label={t('account.signInPhone.code')}
              value={code}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="contained" disabled={check.isPending || !code.trim()}>
              {t('account.signInPhone.confirm')}
            </Button>
          </Stack>
          {check.data?.ok === false && (
            <Alert severity="error">{t('account.signInPhone.wrongCode')}</Alert>
          )}
          {check.error && <ErrorNotice error={check.error} />}
        </Stack>
      )}
      {confirmed && sentTo && (
        <Alert severity="success">
          {t('account.signInPhone.confirmed', { phone: formatPhone(sentTo) })}
        </Alert>
      )}
    </Stack>
  );
}
