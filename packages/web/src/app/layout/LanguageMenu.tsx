import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES } from '@portal/core/i18n';
import { LanguageIcon } from '../../ui/icons';
import { useChooseLanguage } from '../account-language';
import { useFeatureOn } from '../portal-context';
import { ToolbarMenu } from './ToolbarMenu';

/** The ten languages, each named in itself; the choice is remembered (on the account too). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  // Off, the page keeps the language the browser or the account chose.
  if (!useFeatureOn('languageSwitch')) return null;
  return (
    <ToolbarMenu
      label={t('shell.toolbar.language')}
      icon={<LanguageIcon />}
      items={LOCALES.map((locale) => ({
        key: locale,
        label: LOCALE_NAMES[locale],
        lang: locale,
        selected: i18n.language === locale,
        onSelect: () => choose(locale),
      }))}
    />
  );
}
