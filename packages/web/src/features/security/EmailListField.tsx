import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from './error-message';
import { parseEmailList, resolveUserEmails, type ResolvedUsers } from './user-emails';

/**
 * Users picked by pasted e-mail addresses: the text, the addresses the last lookup did not find,
 * and `resolve`, which looks the users up (null when the lookup failed, after a toast saying
 * why).
 */
export function usePickedUsers() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);
  const [resolving, setResolving] = useState(false);
  const resolve = async (): Promise<ResolvedUsers | null> => {
    setResolving(true);
    try {
      const found = await resolveUserEmails(api, parseEmailList(text));
      setUnknown(found.unknown);
      return found;
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
      return null;
    } finally {
      setResolving(false);
    }
  };
  const change = (value: string) => {
    setText(value);
    setUnknown([]);
  };
  return { text, change, unknown, resolve, resolving, empty: parseEmailList(text).length === 0 };
}

type Props = {
  picked: Pick<ReturnType<typeof usePickedUsers>, 'text' | 'change' | 'unknown'>;
  /** One address only (the field is a single line). */
  single?: boolean;
};

/** The addresses field, with the addresses the last lookup found no user for under it. */
export function EmailListField({ picked, single = false }: Props) {
  const { t } = useTranslation();
  const count = parseEmailList(picked.text).length;
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        multiline={!single}
        minRows={single ? undefined : 3}
        maxRows={single ? undefined : 10}
        label={single ? t('security.utilities.email') : t('security.utilities.emails')}
        helperText={single ? undefined : t('security.utilities.emailsHint', { addresses: count })}
        value={picked.text}
        onChange={(event) => picked.change(event.target.value)}
        sx={{ maxWidth: single ? 420 : 640 }}
      />
      {picked.unknown.length > 0 && (
        <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          {single ? t('security.utilities.notFound') : t('security.utilities.unknown')}
          {!single && (
            <ul aria-label={t('security.utilities.unknown')} style={{ margin: 0 }}>
              {picked.unknown.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </Stack>
  );
}
