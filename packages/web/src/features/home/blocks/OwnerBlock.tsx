import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFeatureOn } from '../../../app/portal-context';
import { HomeBlock } from './HomeBlock';
import { useHomeData } from './use-home-data';

/**
 * The person's trainer (coach) or, without one, their account's owner, with picture (where the
 * brand has `profileImages` on); nothing where the brand has `trainerInfo` off.
 */
export function OwnerBlock() {
  const { t } = useTranslation();
  const home = useHomeData();
  const shown = useFeatureOn('trainerInfo');
  const picturesOn = useFeatureOn('profileImages');
  const { loading } = home;
  const data = home.data.trainer;
  const name = data?.name ?? data?.email ?? '';
  if (!shown) return null;
  return (
    <HomeBlock
      name="owner"
      title={data?.kind === 'accountOwner' ? t('home.owner.accountOwner') : t('home.owner.title')}
      loading={loading}
      isEmpty={!data || name === ''}
      empty={t('home.owner.empty')}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={(picturesOn && data?.dataImageUrl) || undefined}
          alt={name}
          sx={{ width: 56, height: 56 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {data?.accountName && (
            <Typography variant="body2" color="text.secondary">
              {data.accountName}
            </Typography>
          )}
          {data?.email && (
            <Link href={`mailto:${data.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {t('home.owner.email', { name })}
            </Link>
          )}
        </Stack>
      </Stack>
    </HomeBlock>
  );
}
