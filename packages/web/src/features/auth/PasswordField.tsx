import { AuthTextField } from './AuthTextField';
import { useTranslation } from 'react-i18next';
import { policyRules, policyText } from './policy-text';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Policy messages (core's or the server's) to show under the field. */
  problems: readonly string[];
  onBlur?: () => void;
  autoFocus?: boolean;
};

/** A new password: the policy under it, replaced by what is wrong once something is. */
export function PasswordField({ label, value, onChange, problems, onBlur, autoFocus }: Props) {
  const { t } = useTranslation();
  const helper =
    problems.length > 0 ? problems.map((p) => policyText(t, p)).join(' ') : policyRules(t);
  return (
    <AuthTextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={problems.length > 0}
      helperText={helper}
      required
      autoFocus={autoFocus}
    />
  );
}
