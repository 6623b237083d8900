import 'i18next';
import type { Catalog } from '@portal/core/i18n';

// t() takes the keys of the English catalog only: a wrong or removed key fails to compile.
declare module 'i18next' {
  // Module augmentation merges into i18next's own interface: a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
