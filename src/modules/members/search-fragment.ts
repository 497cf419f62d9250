/** How many characters of a long search the trigram index is asked for (four trigrams). */
const WINDOW = 6;

/** Distinct trigrams a window needs to be asked before the repetitive ones (a window of six has four at most). */
const DISTINCT_ENOUGH = 3;

const digits = (text: string[]) => text.filter((c) => c >= '0' && c <= '9').length;
/** Distinct trigrams: "500000" asks the index for two ("500", "000"), "050000" for three, and finds fewer. */
const trigrams = (text: string[]) => new Set(text.slice(2).map((_, i) => text.slice(i, i + 3).join(''))).size;

/**
 * The part of a long search the trigram index is asked for; the whole search is then checked on the few
 * members it finds. A long search (an email, a phone, an employee number) has trigrams that nearly every
 * member shares ("dir", "@ex", "+25"), and the index intersects all of their lists, far slower than for
 * six well-chosen characters. Digits tell
 * members apart best; an email's part before the @ more than its domain;
 * otherwise the end of the search (a phone's last digits, a name's last word). But the index keeps which
 * trigrams a text has, not where: six characters with fewer than three distinct trigrams ("500000") find
 * every text that holds "500" and "000" anywhere, so such a window comes after every other. Past three,
 * each trigram is one more list the index reads whole, so of two windows the one with fewer distinct
 * trigrams is asked. Which part is asked changes only how fast the answer comes, never which
 * members match.
 */
export function indexedFragment(search: string): string {
  const characters = Array.from(search);
  if (characters.length <= WINDOW) return search;
  const at = characters.indexOf('@');
  let best = -1;
  let bestScore = -1;
  for (let start = 0; start + WINDOW <= characters.length; start++) {
    const window = characters.slice(start, start + WINDOW);
    const distinct = trigrams(window);
    const score = (distinct >= DISTINCT_ENOUGH ? 100 : 0) + digits(window) * 10 - distinct;
    // Ties: the earliest window of an email, the latest of anything else.
    if (score > bestScore || (score === bestScore && at < 0)) {
      best = start;
      bestScore = score;
    }
  }
  return characters.slice(best, best + WINDOW).join('');
}
