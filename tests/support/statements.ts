import type { Logger } from "drizzle-orm";

/** One statement as the server sent it to the database: its text and its parameters. */
export interface SentStatement {
  query: string;
  params: unknown[];
}

/**
 * Records the statements the server sends while a piece of work runs: give `logger` to
 * `createTestApp`, then wrap the work in `during`. Drizzle hands every statement to its logger,
 * inside transactions too, on both engines.
 */
export function statementRecorder(): {
  logger: Logger;
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }>;
} {
  let recording: SentStatement[] | null = null;
  return {
    logger: {
      logQuery(query, params) {
        recording?.push({ query, params });
      },
    },
    async during(work) {
      const statements: SentStatement[] = [];
      recording = statements;
      try {
        return { result: await work(), statements };
      } finally {
        recording = null;
      }
    },
  };
}
