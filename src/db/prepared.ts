import type { Compilable } from 'kysely';
import type pg from 'pg';

/** Stands for the argument while the statement is compiled; replaced by the real value on each call. */
const ARGUMENT = Object.freeze({ preparedStatementArgument: true });

/**
 * A Kysely-built query of one argument, compiled once and run as a named prepared statement.
 * PostgreSQL then parses and plans it once per connection, and Node builds its SQL once per process:
 * for the statement every authenticated request runs, those were most of the cost (docs/benchmarks.md).
 * Only for statements whose SQL text never varies: each connection keeps every name it has prepared.
 */
export class PreparedStatement<R> {
  private readonly sql: string;
  private readonly parameters: readonly unknown[];

  constructor(
    private readonly pool: pg.Pool,
    private readonly name: string,
    build: (argument: string) => Compilable<R>,
  ) {
    const compiled = build(ARGUMENT as unknown as string).compile();
    if (!compiled.parameters.includes(ARGUMENT)) throw new Error(`Prepared statement ${name} does not use its argument`);
    this.sql = compiled.sql;
    this.parameters = compiled.parameters;
  }

  async takeFirst(argument: string): Promise<R | undefined> {
    const values = this.parameters.map((value) => (value === ARGUMENT ? argument : value));
    const result = await this.pool.query({ name: this.name, text: this.sql, values });
    return result.rows[0] as R | undefined;
  }
}
