/** A claim as carried by the identity token: a type and a value. */
export type Claim = { type: string; value: string };

/**
 * What the web app and the server know about the signed-in person when they check access.
 * The identity service fills it from the token (claims, roles, email_verified).
 */
export type Session = {
  userId: string;
  email: string;
  emailVerified: boolean;
  claims: readonly Claim[];
  roles: readonly string[];
};
