import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { surveyText, type TChoice } from '@portal/core';
import { TableScroll } from '../../../ui/TableScroll';
import { describedBy, type ControlProps } from './QuestionFrame';
import { questionIds } from './survey-pages';

type Row = Record<string, string | number>;
const key = (value: TChoice['value']) => String(value);

/**
 * A Likert matrix: one column chosen per row. On a wide screen a table of radios (each row one
 * radio group named by its row); on a phone one card per row with its choices stacked.
 */
export function MatrixQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'matrix'>) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const answers: Row =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
  const ids = questionIds(question.name);
  const choose = (row: TChoice, text: string) => {
    const column = question.columns.find((c) => key(c.value) === text);
    if (column) onChange({ ...answers, [key(row.value)]: column.value });
  };
  const rowId = (row: TChoice) => `${ids.field}-row-${key(row.value)}`;
  const rowName = (row: TChoice) => surveyText(row.text, locale);
  const chosen = (row: TChoice) => {
    const answer = answers[key(row.value)];
    return answer === undefined ? '' : String(answer);
  };
  const description = describedBy(question, error);

  if (!wide) {
    return (
      <Stack spacing={1.5} role="group" aria-labelledby={ids.title} aria-describedby={description}>
        {question.rows.map((row) => (
          <Paper key={key(row.value)} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Typography id={rowId(row)} sx={{ fontWeight: 600 }}>
              {rowName(row)}
            </Typography>
            <RadioGroup
              aria-labelledby={rowId(row)}
              name={rowId(row)}
              value={chosen(row)}
              onChange={(event) => choose(row, event.target.value)}
            >
              {question.columns.map((column) => (
                <FormControlLabel
                  key={key(column.value)}
                  value={key(column.value)}
                  control={<Radio />}
                  label={surveyText(column.text, locale)}
                  sx={{ minHeight: 44, mr: 0 }}
                />
              ))}
            </RadioGroup>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label={surveyText(question.title, locale)}>
      <Table size="small" aria-labelledby={ids.title} aria-describedby={description}>
        <TableHead>
          <TableRow>
            <TableCell />
            {question.columns.map((column) => (
              <TableCell key={key(column.value)} align="center">
                {surveyText(column.text, locale)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {question.rows.map((row) => (
            <TableRow key={key(row.value)}>
              <TableCell component="th" scope="row" id={rowId(row)}>
                {rowName(row)}
              </TableCell>
              {question.columns.map((column) => (
                <TableCell key={key(column.value)} align="center" padding="none">
                  <Radio
                    name={rowId(row)}
                    value={key(column.value)}
                    checked={chosen(row) === key(column.value)}
                    onChange={(event) => choose(row, event.target.value)}
                    slotProps={{
                      input: {
                        'aria-label': `${rowName(row)}: ${surveyText(column.text, locale)}`,
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
