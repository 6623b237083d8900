import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { surveyText, type TChoice } from '@portal/core';
import { describedBy, type ControlProps } from './QuestionFrame';
import { questionIds } from './survey-pages';

const key = (value: TChoice['value']) => String(value);

/** The choices in the order answered, or the definition's order while unanswered. */
function ordered(choices: readonly TChoice[], value: unknown): TChoice[] {
  if (!Array.isArray(value)) return [...choices];
  const byKey = new Map(choices.map((choice) => [key(choice.value), choice]));
  const placed = value.flatMap((v) => byKey.get(String(v)) ?? []);
  return [...placed, ...choices.filter((choice) => !placed.includes(choice))];
}

/**
 * The choices as a numbered list, each moved with its up and down buttons (no dragging: the
 * keyboard and a thumb both work). Until the first move, "Keep this order" answers as shown.
 */
export function RankingQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'ranking'>) {
  const { t } = useTranslation();
  const list = ordered(question.choices, value);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const answered = Array.isArray(value);
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next.map((choice) => choice.value));
    // Focus follows the item, on the same button while it can still move that way.
    const edge = index + by === 0 || index + by === list.length - 1;
    const direction = edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${key(item.value)}-${direction}`)?.focus());
  };
  return (
    <Box
      role="group"
      aria-labelledby={questionIds(question.name).title}
      aria-describedby={describedBy(question, error)}
    >
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {list.map((choice, index) => {
          const name = surveyText(choice.text, locale);
          return (
            <Paper
              key={key(choice.value)}
              component="li"
              variant="outlined"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.5, borderRadius: 2 }}
            >
              <Typography sx={{ fontWeight: 700, minWidth: 24 }}>{index + 1}.</Typography>
              <Typography sx={{ flex: 1, py: 1 }}>{name}</Typography>
              <IconButton
                ref={(el) => void buttons.current.set(`${key(choice.value)}-up`, el)}
                aria-label={t('surveys.renderer.moveUp', { item: name })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                sx={{ width: 48, height: 48 }}
              >
                <Box component="span" aria-hidden="true">
                  ▲
                </Box>
              </IconButton>
              <IconButton
                ref={(el) => void buttons.current.set(`${key(choice.value)}-down`, el)}
                aria-label={t('surveys.renderer.moveDown', { item: name })}
                disabled={index === list.length - 1}
                onClick={() => move(index, 1)}
                sx={{ width: 48, height: 48 }}
              >
                <Box component="span" aria-hidden="true">
                  ▼
                </Box>
              </IconButton>
            </Paper>
          );
        })}
      </Box>
      {!answered && (
        <Button
          variant="outlined"
          onClick={() => onChange(list.map((choice) => choice.value))}
          sx={{ mt: 1 }}
        >
          {t('surveys.renderer.keepOrder')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 0.5 }}>
        {answered
          ? t('surveys.renderer.ranked', {
              order: list.map((c) => surveyText(c.text, locale)).join(', '),
            })
          : ''}
      </Typography>
    </Box>
  );
}
