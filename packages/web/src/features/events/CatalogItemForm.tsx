import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckupType,
  EVENT_CERTIFICATE_TEMPLATES,
  ZEventCatalogItemSave,
  type TEventCatalogItemSave,
} from '@portal/core';
import { zodResolver } from '../../ui/zod-resolver';
import { Field, FieldGroup, Flag, useDescribeIssue } from './form-fields';
import { builtKey } from '../../app/built-key';
import { useFeatureOn } from '../../app/portal-context';
import { SurveyReleasePicker } from '../events-people/survey/SurveyReleasePicker';

export type CatalogItemSaved = ReturnType<typeof ZEventCatalogItemSave.parse>;
type Name = Path<TEventCatalogItemSave>;
type Kind = 'text' | 'number' | 'flag' | 'list' | 'numbers' | 'multiline' | 'url';
type Props = {
  initial: TEventCatalogItemSave;
  busy: boolean;
  onSave: (item: CatalogItemSaved) => void;
};

/** The spec's catalog fields, grouped as an admin thinks of them. */
const GROUPS: ReadonlyArray<[group: string, fields: ReadonlyArray<[Name, Kind]>]> = [
  [
    'general',
    [
      ['name', 'text'],
      ['category', 'text'],
      ['family', 'text'],
      ['abbreviation', 'text'],
      ['referenceId', 'text'],
      ['description', 'multiline'],
      ['totalHours', 'number'],
      ['numberOfDays', 'number'],
      ['eventFormat', 'numbers'],
      ['useQuantity', 'flag'],
      ['archived', 'flag'],
    ],
  ],
  [
    'registration',
    [
      ['canSelfRegister', 'flag'],
      ['createUserAccount', 'flag'],
      ['syncParticipantsFromGroupMembers', 'flag'],
      ['setInviteCodeExpireDate', 'flag'],
      ['useStrictCheckinRules', 'flag'],
      ['disableCheckin', 'flag'],
      ['disableCheckInEmail', 'flag'],
      ['checkedInTitle', 'text'],
      ['checkedInRedirect', 'text'],
      ['roles', 'list'],
      ['employeeInfoRoles', 'list'],
    ],
  ],
  ['certificates', [['requireCertification', 'flag']]],
  [
    'templates',
    [
      ['messageTemplateCode', 'text'],
      ['inviteTemplateId', 'text'],
      ['checkedInTemplateId', 'text'],
      ['reminderTemplateId', 'text'],
      ['defaultTemplateId', 'text'],
    ],
  ],
  [
    'profilePlan',
    [
      ['includeProfile', 'flag'],
      ['requireProfile', 'flag'],
      ['includeTractionPlan', 'flag'],
      ['requireTractionPlan', 'flag'],
      ['tractionPlanCheckup', 'flag'],
      ['profileConfigId', 'text'],
      ['profileDefinitionId', 'text'],
      ['reportFormatId', 'text'],
      ['checkupSurveyReleaseId', 'text'],
      ['contentItemId', 'text'],
      ['contentParams', 'text'],
    ],
  ],
  [
    'survey',
    [
      ['surveyUrl', 'url'],
      ['anonymousSurveyUrl', 'url'],
      ['surveyWidth', 'number'],
      ['surveyHeight', 'number'],
      ['surveyExpirationDays', 'number'],
      ['surveyMultipleResponses', 'flag'],
      ['allowAnonymousSurvey', 'flag'],
    ],
  ],
];

/** An event type with every field of the spec, checked by core's schema before it is sent. */
export function CatalogItemForm({ initial, busy, onSave }: Props) {
  const { t } = useTranslation();
  // The picker's releases are the event surveys' (a brand without them keeps the field as it is).
  const surveysOn = useFeatureOn('eventSurveys');
  const form = useForm<TEventCatalogItemSave, unknown, CatalogItemSaved>({
    defaultValues: initial,
    resolver: zodResolver(ZEventCatalogItemSave, useDescribeIssue()),
  });
  const list = (name: Name, numbers: boolean) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          label={t(builtKey(`events.catalogFields.${name}`))}
          defaultValue={Array.isArray(field.value) ? field.value.join(', ') : ''}
          onChange={(event) => {
            const parts = event.target.value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean);
            field.onChange(numbers ? parts.map(Number) : parts);
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? t('events.catalog.commaSeparated')}
          fullWidth
        />
      )}
    />
  );
  const select = (name: Name, options: ReadonlyArray<[value: string | number, label: string]>) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={t(builtKey(`events.catalogFields.${name}`))}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? null : event.target.value)
          }
          helperText=" "
          fullWidth
        >
          {options.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const input = ([name, kind]: [Name, Kind]) => {
    if (kind === 'flag')
      return (
        <Flag key={name} form={form} name={name} label={builtKey(`events.catalogFields.${name}`)} />
      );
    if (kind === 'list' || kind === 'numbers') return list(name, kind === 'numbers');
    return (
      <Field
        key={name}
        form={form}
        name={name}
        label={builtKey(`events.catalogFields.${name}`)}
        type={kind === 'number' ? 'number' : kind === 'url' ? 'url' : 'text'}
        multiline={kind === 'multiline'}
        required={name === 'name'}
        nullable={name !== 'name'}
      />
    );
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      {GROUPS.map(([group, fields]) => (
        <FieldGroup key={group} title={t(builtKey(`events.catalog.groups.${group}`))}>
          {fields.map(input)}
          {group === 'certificates' &&
            select(
              'eventCertificateTemplateId',
              EVENT_CERTIFICATE_TEMPLATES.map((id) => [id, t(`events.catalog.certificate.${id}`)]),
            )}
          {group === 'survey' && surveysOn && <SurveyReleasePicker control={form.control} />}
          {group === 'profilePlan' &&
            select('checkupType', [
              ['', t('events.catalog.noCheckup')],
              [CheckupType.TractionPlan, t('events.catalog.checkupTractionPlan')],
              [CheckupType.ExcelScorecard, t('events.catalog.checkupExcel')],
            ])}
        </FieldGroup>
      ))}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('events.actions.save')}
      </Button>
    </Stack>
  );
}
