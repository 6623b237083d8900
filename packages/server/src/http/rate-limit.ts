/** The headers of a 429 from a rate limit: when to come back and the limit that was passed. */
export function tooManyHeaders(max: number, seconds: number): Record<string, string> {
  return {
    'retry-after': String(seconds),
    'x-ratelimit-limit': String(max),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(seconds),
  };
}
