import { ZxcvbnFactory, type Match } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '@portal/core';

/**
 * zxcvbn's score (0 to 4) a password needs: 3 is "safely unguessable", about 10^8 guesses and
 * more, which an argon2id hash makes slow to try offline.
 */
export const MIN_STRENGTH_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Why zxcvbn finds it weak, from the largest pattern it found (guessing by brute force aside). */
function reasonOf(sequence: readonly Match[]): string {
  const patterns = sequence
    .filter((match) => match.pattern !== 'bruteforce')
    .sort((a, b) => b.token.length - a.token.length);
  switch (patterns[0]?.pattern) {
    case 'repeat':
    case 'sequence':
      return PASSWORD_MESSAGES.weakPattern;
    case 'spatial':
      return PASSWORD_MESSAGES.weakKeyboard;
    case 'dictionary':
      return PASSWORD_MESSAGES.weakCommonPart;
    default:
      return PASSWORD_MESSAGES.weakGuessable;
  }
}

/**
 * The strength check on top of the common-password list: a password zxcvbn can guess in
 * fewer than about 10^8 tries is refused, saying why. The e-mail address and the person's names
 * count as known words.
 */
export function strengthError(password: string, knownWords: readonly string[] = []): string | null {
  const result = zxcvbn.check(password, [...knownWords]);
  return result.score >= MIN_STRENGTH_SCORE ? null : reasonOf(result.sequence);
}
