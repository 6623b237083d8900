/** What other areas use of this area's rows. */
export { findUserByEmail, findUserById, normalizeEmail } from './auth.store';
