import pg from "pg";

/** One statement as node-postgres received it: its text and its parameters, before serialisation. */
export interface RecordedStatement {
  text: string;
  values: unknown[] | undefined;
  /** The connection that sent it: a product's transactions may overlap on several. */
  connection: number;
}

const connections = new WeakMap<pg.Client, number>();
let connectionCount = 0;

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown];

let recording: { database: string; statements: RecordedStatement[] } | null = null;

/**
 * Records every statement a node-postgres client of `database` sends while `work` runs: the
 * product's own SQL, its transactions' BEGIN and COMMIT included, in the order they were sent.
 */
export async function recordStatements<T>(
  database: string,
  work: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  recording = { database, statements };
  try {
    return { result: await work(), statements };
  } finally {
    recording = null;
  }
}

// Installed when this module loads, before any connection: the pool binds each client's query once.
installRecorder();

function installRecorder() {
  const original = pg.Client.prototype.query as (...args: QueryArguments) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: QueryArguments) {
    if (recording && this.database === recording.database) {
      const [config, values] = args;
      if (!connections.has(this)) connections.set(this, ++connectionCount);
      const connection = connections.get(this)!;
      if (typeof config === "string")
        recording.statements.push({
          text: config,
          values: Array.isArray(values) ? values : undefined,
          connection,
        });
      else if (config && typeof config === "object" && "text" in config) {
        const query = config as { text: string; values?: unknown[] };
        recording.statements.push({
          text: query.text,
          values: Array.isArray(values) ? values : query.values,
          connection,
        });
      }
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/**
 * The statements in the order of their transactions: those of one transaction together, the
 * transactions in the order they began, so that transactions the product ran side by side on two
 * connections are replayed one after the other on one.
 */
export function byTransaction(statements: readonly RecordedStatement[]): RecordedStatement[] {
  const groups: RecordedStatement[][] = [];
  const open = new Map<number, RecordedStatement[]>();
  for (const statement of statements) {
    const text = statement.text.trimStart().toLowerCase();
    let group = open.get(statement.connection);
    if (!group || text.startsWith("begin")) {
      group = [];
      groups.push(group);
      open.set(statement.connection, group);
    }
    group.push(statement);
    if (
      text.startsWith("commit") ||
      text.startsWith("rollback") ||
      (!text.startsWith("begin") && group.length === 1)
    )
      open.delete(statement.connection);
  }
  return groups.flat();
}

/**
 * The bare replay: the same statements, with the same parameters, sent one after the other on one
 * plain connection to a twin database in the same state, with no work between them but the
 * driver's. Its time is what the database and the round trips alone take, the bound of the request.
 * A statement that fails ends the replay (its transaction rolled back) and is returned.
 */
export async function replayStatements(
  client: pg.Client,
  statements: readonly RecordedStatement[],
): Promise<{ ms: number; failed: string | null; heaviest: { text: string; ms: number; count: number }[] }> {
  const start = performance.now();
  const byText = new Map<string, { ms: number; count: number }>();
  for (const statement of byTransaction(statements)) {
    try {
      const sent = performance.now();
      await client.query(statement.text, statement.values as unknown[] | undefined);
      const text = statement.text.replace(/\s+/g, " ").trim().slice(0, 90);
      const total = byText.get(text) ?? { ms: 0, count: 0 };
      byText.set(text, { ms: total.ms + performance.now() - sent, count: total.count + 1 });
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      return {
        ms: performance.now() - start,
        heaviest: [],
        failed: `${(error as Error).message} — ${statement.text.replace(/\s+/g, " ").slice(0, 120)}`,
      };
    }
  }
  const heaviest = [...byText].map(([text, t]) => ({ text, ...t })).sort((a, b) => b.ms - a.ms);
  return { ms: performance.now() - start, failed: null, heaviest: heaviest.slice(0, 3) };
}
