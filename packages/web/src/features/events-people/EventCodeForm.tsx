import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EVENT_CODE_MAX_INPUT, normalizeEventCode } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { errorMessage } from '../security/error-message';
import { validateEventCode } from './events-people-api';

/**
 * The event code as people type it from a screen or a sheet of paper (any case, with or
 * without the dash); a code of no event is said here, a known one opens its check-in page.
 */
export function EventCodeForm({ initialError = null }: { initialError?: string | null }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = normalizeEventCode(code);
    if (typed === '') return;
    setBusy(true);
    try {
      const answer = await validateEventCode(api, typed);
      if (answer.valid) void navigate(`/ci/${typed}`);
      else setError(t('eventsPeople.code.invalid'));
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('eventsPeople.code.label')}
        helperText={t('eventsPeople.code.help')}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        slotProps={{
          htmlInput: {
            maxLength: EVENT_CODE_MAX_INPUT,
            spellCheck: false,
            style: { fontSize: '1.5rem', letterSpacing: '0.15em', textTransform: 'uppercase' },
          },
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy || code.trim() === ''}>
        {t('eventsPeople.code.submit')}
      </Button>
    </Stack>
  );
}
