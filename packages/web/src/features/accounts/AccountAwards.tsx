import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, type TAward, type TAwardInput, type TCrmAccount } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { accountKeys, saveCrmAccount } from './accounts-api';
import { accountSave, awardInput } from './account-save';
import { AwardDialog } from './AwardDialog';
import { useAction } from './use-action';

/** The certificate page of an award, when its type has a certificate template. */
export const certificatePath = (award: TAward) =>
  award.certificateTemplateId
    ? `/certificate/crmAccount/${award.crmAccountId}/${award.certificateTemplateId}`
    : null;

/** The account's awards (achievements); its admins add and remove them. */
export function AccountAwards({ account }: { account: TCrmAccount }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useAction(accountKeys.all);
  const [adding, setAdding] = useState(false);
  const certificatesOn = useFeatureOn('certificates');
  const save = (awards: TAwardInput[], message: string) =>
    run(
      () => saveCrmAccount(api, { ...accountSave(account), awards }),
      () => message,
    );

  const add = async (award: TAwardInput) => {
    const saved = await save(
      [...account.awards.map(awardInput), award],
      t('accounts.awards.added', { name: award.name }),
    );
    if (saved) setAdding(false);
  };
  const remove = async (award: TAward) => {
    if (!(await confirm({ message: t('accounts.awards.confirmRemove', { name: award.name }) })))
      return;
    await save(
      account.awards.filter((other) => other.id !== award.id).map(awardInput),
      t('accounts.awards.removed', { name: award.name }),
    );
  };

  return (
    <Stack spacing={1}>
      {account.awards.length === 0 && (
        <Typography color="text.secondary">{t('accounts.awards.none')}</Typography>
      )}
      <List dense disablePadding>
        {account.awards.map((award) => {
          const certificate = certificatesOn ? certificatePath(award) : null;
          return (
            <ListItem
              key={award.id}
              disableGutters
              secondaryAction={
                account.abilities.edit && (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void remove(award)}
                  >
                    {t('accounts.actions.remove')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={award.name}
                secondary={
                  <>
                    {t('accounts.awards.line', {
                      type: t(`accounts.achievement.${award.achievementType}`),
                      year: award.schoolYear,
                      date: formatDate(award.awardedDate, i18n.language),
                    })}
                    {certificate && (
                      <>
                        {' · '}
                        <Link component={RouterLink} to={certificate}>
                          {t('accounts.awards.certificate')}
                        </Link>
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
      {account.abilities.edit && (
        <Button sx={{ alignSelf: 'flex-start' }} variant="outlined" onClick={() => setAdding(true)}>
          {t('accounts.awards.add')}
        </Button>
      )}
      {adding && (
        <AwardDialog
          busy={busy}
          onSave={(award) => void add(award)}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
