import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The ids of the required fields the form was last sent with empty. */
export const MissingFields = createContext<ReadonlySet<string>>(new Set());

/**
 * A field of a sign-in form. Sent empty while required, it is marked invalid with a message that
 * MUI ties to it by aria-describedby (the form focuses the first such field).
 */
export function AuthTextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = props.id ?? ownId;
  const missing = useContext(MissingFields).has(id);
  return (
    <TextField
      {...props}
      id={id}
      error={missing || props.error}
      helperText={missing ? t('auth.common.required') : props.helperText}
    />
  );
}
