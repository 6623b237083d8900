/**
 * The token (or signed key) with the first character of its signature — its last dot-separated
 * part — changed. Every bit of that character counts; the last character's lowest bits can be
 * base64url padding, so changing it ('A' to 'B') may decode to the same signature.
 */
export function withForgedSignature(token: string): string {
  const at = token.lastIndexOf('.') + 1;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
