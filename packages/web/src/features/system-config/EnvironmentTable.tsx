import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TEnvironmentVariable } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

/** The variables read at start-up; a secret shows only whether it is set. */
export function EnvironmentTable({ variables }: { variables: readonly TEnvironmentVariable[] }) {
  const { t } = useTranslation();
  const valueOf = (variable: TEnvironmentVariable) => {
    if (!variable.set) return t('systemConfig.page.notSet');
    return variable.secret ? t('systemConfig.page.secretSet') : variable.value;
  };
  return (
    <TableScroll label={t('systemConfig.page.environmentTitle')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('systemConfig.page.variable')}</TableCell>
            <TableCell scope="col">{t('systemConfig.page.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variables.map((variable) => (
            <TableRow key={variable.name}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {variable.name}
              </TableCell>
              <TableCell
                sx={{
                  overflowWrap: 'anywhere',
                  color: variable.set && !variable.secret ? 'text.primary' : 'text.secondary',
                }}
              >
                {valueOf(variable)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
