import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../src/db/schema.js';
import { TRANSITIONS } from '../../src/modules/migration/job/state-machine.js';

/** The job's one transition table, read as a graph: no HTTP, no database. */
describe('the migration job state machine', () => {
  const edges: (readonly [string, string])[] = Object.values(TRANSITIONS).flatMap(({ from, to }) =>
    from.map((source) => [source, to] as const),
  );

  it('reaches every state from uploaded', () => {
    const reached = new Set<string>(['uploaded']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [source, target] of edges) {
        if (reached.has(source) && !reached.has(target)) {
          reached.add(target);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...JOB_STATUSES].sort());
  });

  it('names only known states, and leaves rolled_back for good', () => {
    for (const [source, target] of edges) {
      expect(JOB_STATUSES).toContain(source);
      expect(JOB_STATUSES).toContain(target);
    }
    expect(edges.filter(([source]) => source === 'rolled_back')).toEqual([]);
  });

  it('lets a completed job only roll back, and a committing one only end', () => {
    expect(edges.filter(([source]) => source === 'completed').map(([, target]) => target)).toEqual(['rolled_back']);
    expect(new Set(edges.filter(([source]) => source === 'committing').map(([, target]) => target))).toEqual(
      new Set(['completed', 'failed']),
    );
  });

  it('commits only a previewed job, and previews only a validated one', () => {
    expect(TRANSITIONS.commit.from).toEqual(['preview_ready']);
    expect(TRANSITIONS.preview.from).toEqual(['validated']);
  });

  it('lets a failed job be mapped, validated or fixed again, never committed as it is', () => {
    const fromFailed = Object.entries(TRANSITIONS)
      .filter(([, t]) => (t.from as readonly string[]).includes('failed'))
      .map(([operation]) => operation);
    expect(fromFailed.sort()).toEqual(['editRow', 'map', 'validate']);
  });
});
