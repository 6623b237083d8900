import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZEventSave, type TEventSave } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { zodResolver } from '../../ui/zod-resolver';
import { AccountPicker } from '../accounts/AccountPicker';
import { EventTimeFields } from './EventTimeFields';
import { GroupPicker } from './GroupPicker';
import { Field, FieldGroup, Flag, useDescribeIssue } from './form-fields';
import { useCatalog } from './use-catalog';

export type EventSaved = ReturnType<typeof ZEventSave.parse>;
type Account = { id: string; accountName: string };
type Props = {
  initial: TEventSave;
  /** The names of the static accounts (the save carries their ids only). */
  accounts: Account[];
  /** The event's group (its name: the save carries its id). */
  group: { id: string; name: string } | null;
  /** The group's accounts at the last save, shown when the list follows the group. */
  imported: Account[];
  readOnly: boolean;
  busy: boolean;
  onSave: (event: EventSaved) => void;
};

const GENERAL = ['description', 'status', 'deliveryType', 'deliverableType', 'code'] as const;
const PLACE = ['location', 'locationTimeZone', 'district', 'schools'] as const;
const VIRTUAL = [
  'virtualConferenceUrl',
  'conferenceSummaryUrl',
  'virtualHost1Name',
  'virtualHost2Name',
] as const;
const PEOPLE = ['trainer', 'trainerEmail', 'trainer2', 'trainer2Email', 'trainee'] as const;
const PLANNER = ['planner.name', 'planner.email'] as const;
const OPPORTUNITY = [
  'opportunity.id',
  'opportunity.name',
  'opportunity.owner',
  'opportunity.salesStage',
  'opportunity.type',
  'opportunity.crmAccountId',
] as const;
const NOTES = ['eventSummaryDetails', 'additionalResources', 'specialNotes'] as const;
const REFERENCES = ['referenceId', 'correlationId', 'schedulingUrl'] as const;
const FLAGS = [
  'includeProfile',
  'includeTractionPlan',
  'useReplyTrainer',
  'disableSyncParticipants',
  'disableCoachingSessionStatusUpdates',
  'disableCoachingSessionReminders',
  'hasExternalAttachments',
  'demographicConsideration',
  'secondaryOnly',
  'bilingual',
] as const;
const EMAILS = new Set<string>(['trainerEmail', 'trainer2Email', 'planner.email']);

/**
 * Every field of an event (the virtual conference's where the brand has `virtualEvents` on),
 * checked by core's schema before anything is sent.
 */
export function EventForm(props: Props) {
  const { initial, accounts: initialAccounts, imported, readOnly, busy, onSave } = props;
  const { t } = useTranslation();
  const virtualOn = useFeatureOn('virtualEvents');
  const catalog = useCatalog();
  const [accounts, setAccounts] = useState(initialAccounts);
  const [group, setGroup] = useState(props.group);
  const form = useForm<TEventSave, unknown, EventSaved>({
    defaultValues: initial,
    resolver: zodResolver(ZEventSave, useDescribeIssue()),
  });
  const staticList = useWatch({ control: form.control, name: 'isStaticAccountList' }) !== false;
  const setAccountList = (next: Account[]) => {
    setAccounts(next);
    form.setValue(
      'crmAccountIds',
      next.map((account) => account.id),
      { shouldDirty: true },
    );
  };
  const field = (name: Parameters<typeof Field<TEventSave, EventSaved>>[0]['name'], extra = {}) => (
    <Field
      key={name}
      form={form}
      name={name}
      readOnly={readOnly}
      type={EMAILS.has(name) ? 'email' : 'text'}
      {...extra}
    />
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      <FieldGroup title={t('events.sections.general')}>
        <Controller
          control={form.control}
          name="eventTypeId"
          render={({ field: input, fieldState }) => (
            <TextField
              select
              size="small"
              required
              label={t('events.fields.eventTypeId')}
              value={input.value ?? ''}
              onChange={input.onChange}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ input: { readOnly } }}
            >
              {(catalog.data ?? []).map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {GENERAL.map((name) => field(name))}
        {!readOnly ? (
          <GroupPicker
            label={t('events.fields.userGroupId')}
            value={group}
            onChange={(next) => {
              setGroup(next);
              form.setValue('userGroupId', next?.id ?? null, { shouldDirty: true });
            }}
          />
        ) : (
          <TextField
            size="small"
            label={t('events.fields.userGroupId')}
            value={group?.name ?? ''}
            slotProps={{ input: { readOnly } }}
          />
        )}
        {field('maxStudents', { type: 'number', required: true })}
        {field('quantity', { type: 'number' })}
        {field('facilitatorRating', { type: 'number' })}
      </FieldGroup>
      <FieldGroup title={t('events.sections.dates')}>
        <EventTimeFields form={form} readOnly={readOnly} />
        {PLACE.map((name) => field(name))}
      </FieldGroup>
      {virtualOn && (
        <FieldGroup title={t('events.sections.virtual')}>
          {VIRTUAL.map((name) => field(name))}
        </FieldGroup>
      )}
      <FieldGroup title={t('events.sections.people')}>
        {PEOPLE.map((name) => field(name))}
        {PLANNER.map((name) => field(name))}
      </FieldGroup>
      <FieldGroup title={t('events.sections.accounts')}>
        <Controller
          control={form.control}
          name="isStaticAccountList"
          render={({ field: input }) => (
            <FormControlLabel
              label={t('events.fields.isStaticAccountList')}
              control={
                <Switch
                  checked={input.value !== false}
                  disabled={readOnly}
                  onChange={(event) => input.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', gridColumn: '1 / -1' }}
        >
          {(staticList ? accounts : imported).map((account) => (
            <Chip
              key={account.id}
              label={account.accountName}
              onDelete={
                readOnly || !staticList
                  ? undefined
                  : () => setAccountList(accounts.filter((a) => a.id !== account.id))
              }
            />
          ))}
        </Stack>
        {staticList && !readOnly && (
          <AccountPicker
            label={t('events.fields.addAccount')}
            value={null}
            onChange={(account) =>
              account &&
              !accounts.some((a) => a.id === account.id) &&
              setAccountList([...accounts, account])
            }
          />
        )}
      </FieldGroup>
      <FieldGroup title={t('events.sections.opportunity')}>
        {OPPORTUNITY.map((name) => field(name))}
        {field('opportunity.contractEndDate', { type: 'date' })}
      </FieldGroup>
      <FieldGroup title={t('events.sections.notes')}>
        {NOTES.map((name) => field(name, { multiline: true }))}
        {REFERENCES.map((name) => field(name))}
      </FieldGroup>
      <FieldGroup title={t('events.sections.options')}>
        {FLAGS.map((name) => (
          <Flag key={name} form={form} name={name} readOnly={readOnly} />
        ))}
      </FieldGroup>
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('events.actions.save')}
        </Button>
      )}
    </Stack>
  );
}
