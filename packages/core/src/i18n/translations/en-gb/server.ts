import type { VariantTexts } from '../../catalog-types';
import { texts as screens } from './index';
import mail from './mail.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };

/** British English as the server says it: the screens' texts, and the messages only the server sends. */
export const texts: VariantTexts = { ...screens, mail, errors };
