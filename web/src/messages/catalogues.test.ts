import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import am from './am.json';
import en from './en.json';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the message catalogues', () => {
  it('have the same keys in English and Amharic, none empty', () => {
    expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of [...Object.entries(en), ...Object.entries(am)]) expect(value.trim(), key).not.toBe('');
  });

  it('hold every message the console names literally', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sources(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bid[=:]\s*\{?['"]([a-zA-Z][\w.]+)['"]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((id) => !(id in en));
    expect(missing).toEqual([]);
  });
});

/** The arguments that hold a number of things: shown beside a noun, each needs the language's plural rule. */
const COUNTS = new Set([
  'count',
  'n',
  'total',
  'done',
  'created',
  'updated',
  'unchanged',
  'skipped',
  'excluded',
  'deactivated',
  'restored',
  'rows',
  'errors',
  'attempts',
  'shown',
  'members',
]);

/** Messages whose argument of a count's name is not a count: an amount of money, a line's or a digit's number, a size. */
const NOT_COUNTS = new Set([
  'benefits.ofTotal',
  'orders.new.total',
  'orders.new.line',
  'orders.new.removeLine',
  'signIn.code.digit',
  'upload.sent',
]);

/** The count arguments of a message that stand outside every plural (neither its selector nor in one of its branches). */
function countsWithoutPlural(message: string): string[] {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[], inPlural: boolean) => {
    for (const element of elements) {
      if (isPluralElement(element)) {
        for (const option of Object.values(element.options)) walk(option.value, true);
      } else if (isSelectElement(element)) {
        for (const option of Object.values(element.options)) walk(option.value, inPlural);
      } else if (isTagElement(element)) walk(element.children, inPlural);
      else if ((isArgumentElement(element) || isNumberElement(element)) && COUNTS.has(element.value) && !inPlural)
        found.push(element.value);
    }
  };
  walk(parse(message), false);
  return found;
}

describe('counts in the catalogues', () => {
  it('are each said with the plural rule of the language ("1 errors in 1 rows" is not written)', () => {
    const bare = [...Object.entries(en).map(([k, v]) => [`en ${k}`, v]), ...Object.entries(am).map(([k, v]) => [`am ${k}`, v])]
      .map(([key, message]) => [key!, NOT_COUNTS.has(key!.slice(3)) ? [] : countsWithoutPlural(message!)] as const)
      .filter(([, counts]) => counts.length > 0)
      .map(([key, counts]) => `${key}: ${counts.join(', ')}`);
    expect(bare).toEqual([]);
  });

  it('finds a count said without one (the check itself)', () => {
    expect(countsWithoutPlural('{count} errors in {rows} rows')).toEqual(['count', 'rows']);
    expect(countsWithoutPlural('{total, plural, one {{done} of # step} other {{done} of # steps}}')).toEqual([]);
  });
});

describe('one term per concept', () => {
  // A benefit package is ፓኬጅ in Amharic, never ጥቅል as well; a member's allowance is አበል.
  const OTHER_WORDS: [string, Record<string, string>, RegExp][] = [
    ['package', am, /ጥቅል/],
    ['allowance', am, /የጥቅም መጠን/],
    ['package', en, /\bbundles?\b/i],
  ];
  it.each(OTHER_WORDS)('%s is said one way', (_, catalogue, other) => {
    expect(Object.entries(catalogue).filter(([, message]) => other.test(message))).toEqual([]);
  });
});

describe('a count that stopped', () => {
  it('is said as "more than" the number it stopped at, in both languages', () => {
    const say = (locale: string, messages: Record<string, string>, more: boolean) =>
      createIntl({ locale, messages }).formatMessage({ id: 'setup.first_import.count' }, { count: 1000, more });
    expect(say('en', en, true)).toBe('more than 1,000 members in the directory');
    expect(say('en', en, false)).toBe('1,000 members in the directory');
    expect(say('am-ET', am, true)).toBe('በማውጫው ውስጥ ከ1,000 በላይ አባላት');
  });
});
