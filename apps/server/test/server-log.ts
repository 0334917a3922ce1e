import pino, { type Logger } from 'pino';

/**
 * The server's own error lines in tests. The apps the tests build log through this logger (at
 * `error`, so nothing else is written); `fail-on-console-error.ts` fails the test after which an
 * error line is left that the test did not declare with `expectServerError`. A 5xx, a failed
 * renderer or a lost publish is a bug until a test says it is the point.
 */
interface ServerErrorLine {
  /** "message — ErrorType: error message", what a pattern is matched against. */
  summary: string;
  line: string;
}

const logged: ServerErrorLine[] = [];
const expected: { pattern: RegExp; seen: boolean }[] = [];

function summarise(line: string): string {
  try {
    const entry = JSON.parse(line) as {
      msg?: string;
      err?: { type?: string; message?: string };
      statusCode?: number;
      url?: string;
    };
    const parts = [entry.msg ?? ''];
    if (entry.err) parts.push(`${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`);
    if (entry.statusCode !== undefined) parts.push(`${entry.statusCode} ${entry.url ?? ''}`);
    return parts.join(' — ');
  } catch {
    return line.trim();
  }
}

/** A logger for apps built in tests: records every line at `error` or above. */
export function createTestLogger(): Logger {
  return pino(
    { level: 'error' },
    {
      write(line: string) {
        logged.push({ summary: summarise(line), line: line.trim() });
      },
    },
  );
}

/**
 * Declares that the current test makes the server log an error matching `pattern` (against the
 * log message, the error's type and message, and a failed request's status and URL). The test
 * fails if no such line is logged, and still fails on any other error line.
 */
export function expectServerError(pattern: RegExp): void {
  expected.push({ pattern, seen: false });
}

/** Called after each test: the undeclared error lines and the declared errors never logged. */
export function takeServerLogProblems(): string[] {
  const problems: string[] = [];
  for (const entry of logged) {
    const match = expected.find(({ pattern }) => pattern.test(entry.summary));
    if (match) match.seen = true;
    else problems.push(`Unexpected server error log: ${entry.summary}\n  ${entry.line}`);
  }
  for (const { pattern, seen } of expected) {
    if (!seen) problems.push(`Expected a server error log matching ${pattern}, none was logged`);
  }
  logged.length = 0;
  expected.length = 0;
  return problems;
}
