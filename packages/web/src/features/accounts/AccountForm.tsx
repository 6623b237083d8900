import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCrmAccountSave, type TCrmAccountSave } from '@portal/core';
import { zodResolver, type SchemaIssue } from '../../ui/zod-resolver';

type Saved = ReturnType<typeof ZCrmAccountSave.parse>;
type Props = {
  initial: TCrmAccountSave;
  readOnly: boolean;
  busy: boolean;
  onSave: (account: Saved) => void;
};

const IDS = ['accountId', 'parentAccountId', 'legacyAccountId', 'legacyParentAccountId'] as const;
const CRM = [
  'industry',
  'numberOfEmployees',
  'phoneNumber',
  'website',
  'successCenter',
  'transformationTeam',
  'accountImplementationStatus',
] as const;
const OWNERS = ['owner', 'coOwner', 'ceOwner'] as const;
const ADDRESS = ['street', 'city', 'county', 'state', 'postalCode', 'country'] as const;
const DEMOGRAPHIC_TEXTS = [
  'schoolType',
  'classification',
  'socioEconomic',
  'academicPerformance',
  'gradeLevel',
] as const;
const DEMOGRAPHIC_SHARES = ['africanAmerican', 'caucasian', 'hispanic', 'other'] as const;
/** The account's assessment fields: kept by its assessments (started, completed), not typed. */
const FROM_ASSESSMENTS = new Set<string>([
  'lastAssessmentDescription',
  'assessmentCount',
  'assessmentsCompleted',
]);
const NUMBERS = new Set<string>([
  'numberOfEmployees',
  'assessmentCount',
  'assessmentsCompleted',
  ...DEMOGRAPHIC_SHARES.map((name) => `demographics.${name}`),
]);

/** Every stored field of a CRM account, grouped as the CRM groups them; checked by core's schema. */
export function AccountForm({ initial, readOnly, busy, onSave }: Props) {
  const { t } = useTranslation();
  const describe = (issue: SchemaIssue) => {
    if (issue.code === 'too_big') return t('accounts.validation.tooLong', { max: issue.maximum });
    if (issue.code === 'too_small') return t('accounts.validation.required');
    return t('accounts.validation.invalid');
  };
  const form = useForm<TCrmAccountSave, unknown, Saved>({
    defaultValues: initial,
    resolver: zodResolver(ZCrmAccountSave, describe),
  });
  const { errors } = form.formState;
  const errorOf = (name: string) =>
    name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors) as
      { message?: string } | undefined;

  const field = (name: FieldPath<TCrmAccountSave>, label: string, required = false) => {
    const numeric = NUMBERS.has(name);
    return (
      <Controller
        key={name}
        control={form.control}
        name={name}
        render={({ field: input }) => (
          <TextField
            label={label}
            required={required}
            type={numeric ? 'number' : 'text'}
            value={(input.value as string | number | null | undefined) ?? ''}
            onChange={(event) => {
              const text = event.target.value;
              input.onChange(numeric ? (text === '' ? null : Number(text)) : text);
            }}
            onBlur={input.onBlur}
            error={errorOf(name) !== undefined}
            helperText={errorOf(name)?.message ?? ' '}
            slotProps={{ input: { readOnly: readOnly || FROM_ASSESSMENTS.has(name) } }}
            fullWidth
            size="small"
          />
        )}
      />
    );
  };
  const group = (title: string, fields: React.ReactNode) => (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {fields}
      </Stack>
    </Stack>
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      {field('accountName', t('accounts.fields.accountName'), true)}
      {group(
        t('accounts.sections.ids'),
        IDS.map((name) => field(name, t(`accounts.fields.${name}`))),
      )}
      {group(
        t('accounts.sections.crm'),
        CRM.map((name) => field(name, t(`accounts.fields.${name}`))),
      )}
      {group(
        t('accounts.sections.owners'),
        OWNERS.flatMap((owner) => [
          field(`${owner}.name`, t(`accounts.fields.${owner}Name`)),
          field(`${owner}.email`, t(`accounts.fields.${owner}Email`)),
        ]),
      )}
      {group(
        t('accounts.sections.address'),
        ADDRESS.map((name) => field(`shippingAddress.${name}`, t(`accounts.fields.${name}`))),
      )}
      {group(t('accounts.sections.demographics'), [
        ...DEMOGRAPHIC_TEXTS.map((name) =>
          field(`demographics.${name}`, t(`accounts.fields.${name}`)),
        ),
        ...DEMOGRAPHIC_SHARES.map((name) =>
          field(`demographics.${name}`, t(`accounts.fields.${name}`)),
        ),
      ])}
      {group(t('accounts.sections.assessments'), [
        field('lastAssessmentDescription', t('accounts.fields.lastAssessmentDescription')),
        field('assessmentCount', t('accounts.fields.assessmentCount')),
        field('assessmentsCompleted', t('accounts.fields.assessmentsCompleted')),
        <Controller
          key="territories"
          control={form.control}
          name="territories"
          render={({ field: input }) => (
            <TextField
              label={t('accounts.fields.territories')}
              helperText={t('accounts.fields.territoriesHint')}
              value={(input.value ?? []).join(', ')}
              onChange={(event) =>
                input.onChange(
                  event.target.value
                    .split(',')
                    .map((part) => part.trimStart())
                    .filter((part, index, all) => part !== '' || index === all.length - 1),
                )
              }
              onBlur={() =>
                input.onChange((input.value ?? []).map((part) => part.trim()).filter(Boolean))
              }
              slotProps={{ input: { readOnly } }}
              fullWidth
              size="small"
            />
          )}
        />,
      ])}
      {!readOnly && (
        <>
          <Divider />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('accounts.actions.save')}
            </Button>
            <Button disabled={busy} onClick={() => form.reset(initial)}>
              {t('accounts.actions.reset')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
