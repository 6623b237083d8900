import MenuItem from '@mui/material/MenuItem';
import { LOCALES, LOCALE_NAMES, type LocaleCode } from '@portal/core/i18n';

/** A language's name in that language, marked so that a screen reader speaks it so (WCAG 3.1.2). */
export function LocaleName({ code }: { code: LocaleCode }) {
  return <span lang={code}>{LOCALE_NAMES[code]}</span>;
}

/** The portal's languages as the options of a select, each named in its own language. */
export function localeOptions(note: (code: LocaleCode) => string = () => '') {
  return LOCALES.map((code) => (
    <MenuItem key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
      {note(code)}
    </MenuItem>
  ));
}
