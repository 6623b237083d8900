import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../ui/TableScroll';

/** Counted apart from the records: the sign-in is said in a sentence of its own. */
const SIGN_IN = 'signIn';

type Props = { title: string; moved: Readonly<Record<string, number>> };

/** The records a merge moves (or moved), by kind, those with none left out. */
export function MergeCounts({ title, moved }: Props) {
  const { t } = useTranslation();
  const rows = Object.entries(moved).filter(([name, count]) => name !== SIGN_IN && count > 0);
  if (rows.length === 0)
    return <Typography sx={{ my: 2 }}>{t('security.merge.nothing')}</Typography>;
  return (
    <TableScroll label={title}>
      <Table size="small" aria-label={title} sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('security.merge.what')}</TableCell>
            <TableCell align="right">{t('security.merge.count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([name, count]) => (
            <TableRow key={name}>
              {/* A kind a later feature adds before its text exists shows its own name. */}
              <TableCell>{t(`security.merge.records.${name}`, { defaultValue: name })}</TableCell>
              <TableCell align="right">{count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** Whether the merge removes (removed) the duplicate's sign-in user. */
export const removesSignIn = (moved: Readonly<Record<string, number>>) => (moved[SIGN_IN] ?? 0) > 0;
