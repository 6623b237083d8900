import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useHomeData } from '../../home/blocks/use-home-data';
import { readData } from './section-data';
import type { SectionProps } from './section-props';
import { UnavailableSection } from './UnavailableSection';

const zReminders = z.object({ reminders: z.array(z.string().max(1000)).max(50) });

/**
 * The reminders the page's author wrote, said on behalf of the reader's own trainer (or account
 * owner), with their name and picture; without a trainer they are plain reminders.
 */
export function TrainerReminders({ section }: SectionProps) {
  const { t } = useTranslation();
  const home = useHomeData();
  const data = readData(zReminders, section.data);
  if (!data) return <UnavailableSection />;
  const trainer = home.data.trainer;
  const name = trainer?.name ?? trainer?.email ?? '';
  return (
    <Stack spacing={1}>
      {home.loading ? (
        <Skeleton variant="text" width="40%" />
      ) : (
        name && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar src={trainer?.dataImageUrl ?? undefined} alt="">
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Typography sx={{ fontWeight: 600 }}>
              {t('resources.sections.remindersFrom', { name })}
            </Typography>
          </Stack>
        )
      )}
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
        {data.reminders.map((reminder, index) => (
          <ListItem key={index} disableGutters sx={{ display: 'list-item' }}>
            <ListItemText primary={reminder} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
