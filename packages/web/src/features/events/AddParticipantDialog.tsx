import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZParticipantSave, type TParticipantSave } from '@portal/core';
import { zodResolver } from '../../ui/zod-resolver';
import { Field, useDescribeIssue } from './form-fields';
import { Dialog } from '../../ui/Dialog';

type Saved = ReturnType<typeof ZParticipantSave.parse>;
type Props = { eventId: string; open: boolean; onClose: () => void; onSave: (p: Saved) => void };

const FIELDS = ['firstName', 'lastName', 'email', 'school', 'employerName', 'mobile'] as const;

/** Adds one person to the event by hand (their user account is found by e-mail). */
export function AddParticipantDialog({ eventId, open, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const form = useForm<TParticipantSave, unknown, Saved>({
    defaultValues: { eventId, firstName: '', lastName: '', email: '' },
    resolver: zodResolver(ZParticipantSave, useDescribeIssue()),
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            onSave(values);
            form.reset();
          })(event)
        }
      >
        <DialogTitle>{t('events.participants.add')}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          {FIELDS.map((name) => (
            <Field
              key={name}
              form={form}
              name={name}
              label={`events.participantFields.${name}`}
              type={name === 'email' ? 'email' : 'text'}
              required={name === 'firstName' || name === 'lastName' || name === 'email'}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('events.actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('events.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
