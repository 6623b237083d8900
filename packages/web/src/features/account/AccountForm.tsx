import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_ACCOUNT_LIMITS, ZUserAccountSave, type TUserAccount } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { saveAccount } from './account-api';
import { draftOf, type AccountDraft } from './account-draft';
import { EmailList, PhoneList } from './ContactLists';
import { issuesOf, translateIssues, type FieldErrors } from './field-errors';
import { TitlesField } from './TitlesField';

type Props = {
  account: TUserAccount;
  onSaved: (account: TUserAccount) => void;
  /** Loads the account afresh (after a stale save). */
  onReload: () => void;
};

/**
 * Names, titles, e-mails and phones, saved together with the version they were loaded at: a
 * save over someone else's newer change is refused (409) and the page offers a reload.
 */
export function AccountForm({ account, onSaved, onReload }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [draft, setDraft] = useState<AccountDraft>(() => draftOf(account));
  const [errors, setErrors] = useState<FieldErrors>({});
  const disabled = !account.abilities.edit;
  const save = useMutation({
    mutationFn: (body: AccountDraft) =>
      saveAccount(api, { ...body, id: account.id, version: account.version }),
    onSuccess: (saved) => {
      setDraft(draftOf(saved));
      onSaved(saved);
      toasts.show({ message: t('account.page.saved'), severity: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(translateIssues(error.errors, t));
    },
  });
  const change = (part: Partial<AccountDraft>) => setDraft((old) => ({ ...old, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUserAccountSave.safeParse({
      ...draft,
      id: account.id,
      version: account.version,
    });
    if (!parsed.success) {
      setErrors(translateIssues(issuesOf(parsed.error), t));
      return;
    }
    setErrors({});
    save.mutate(draft);
  };
  const stale = save.error instanceof ApiError && save.error.status === 409;
  const invalid = Object.keys(errors).length > 0;
  const nameField = (field: 'firstName' | 'lastName') => (
    <TextField
      label={t(`account.page.${field}`)}
      value={draft[field]}
      required
      disabled={disabled}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
      slotProps={{ htmlInput: { maxLength: USER_ACCOUNT_LIMITS.name } }}
      onChange={(event) => change({ [field]: event.target.value })}
      sx={{ flex: '1 1 200px' }}
    />
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {nameField('firstName')}
        {nameField('lastName')}
      </Stack>
      <TitlesField
        titles={draft.titles}
        disabled={disabled}
        error={errors.titles}
        onChange={(titles) => change({ titles })}
      />
      <Divider />
      <EmailList
        items={draft.emails}
        disabled={disabled}
        errors={errors}
        onChange={(emails) => change({ emails })}
      />
      <Divider />
      <PhoneList
        items={draft.phoneNumbers}
        disabled={disabled}
        errors={errors}
        onChange={(phoneNumbers) => change({ phoneNumbers })}
      />
      {invalid && <Alert severity="warning">{t('account.page.fixErrors')}</Alert>}
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                save.reset();
                onReload();
              }}
            >
              {t('account.page.reload')}
            </Button>
          }
        >
          {t('account.page.stale')}
        </Alert>
      )}
      {save.isError && !stale && !invalid && <ErrorNotice error={save.error} />}
      {!disabled && (
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('account.page.save')}
        </Button>
      )}
    </Stack>
  );
}
