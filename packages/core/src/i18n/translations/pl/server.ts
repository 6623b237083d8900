import type { Catalog } from '../../catalog-types';
import { texts as screens } from './index';
import mail from './mail.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };

/** Polish as the server says it: the screens' texts, and the messages only the server sends. */
export const texts: Catalog = { ...screens, mail, errors };
