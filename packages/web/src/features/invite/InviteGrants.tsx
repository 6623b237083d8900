import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TGrantedClaim, TInviteCodeGrants } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { formatList } from '@portal/core';

/** A claim as a person reads it: its type, and its value unless that is just 'true'. */
export const claimText = (claim: TGrantedClaim) =>
  claim.value === 'true' ? claim.type : `${claim.type} (${claim.value})`;

/** What joining with a valid code gives, in words; names come as text, never as markup. */
export function InviteGrants({ grants }: { grants: TInviteCodeGrants }) {
  const { t, i18n } = useTranslation();
  const { brand } = usePortal();
  const list = (items: string[]) => formatList(items, i18n.language);
  const lines = [
    t('account.invite.account', { siteTitle: brand.siteTitle }),
    ...(grants.roles.length > 0
      ? [t('account.invite.roles', { list: list(grants.roles), count: grants.roles.length })]
      : []),
    ...(grants.claims.length > 0
      ? [t('account.invite.claims', { list: list(grants.claims.map(claimText)) })]
      : []),
    ...(grants.userGroup ? [t('account.invite.group')] : []),
    ...(grants.crmAccount ? [t('account.invite.organisation')] : []),
    ...(grants.event ? [t('account.invite.event')] : []),
  ];
  return (
    <div>
      <Typography>{t('account.invite.gives')}</Typography>
      <List dense sx={{ listStyleType: 'disc', pl: 3 }}>
        {lines.map((line) => (
          <ListItem key={line} sx={{ display: 'list-item', py: 0 }}>
            <ListItemText primary={line} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
