import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
