import { afterEach, beforeEach, vi } from 'vitest';
import { takeServerLogProblems } from './server-log.ts';

// An unexpected console.error, or an error line the server logged that the test did not declare
// with expectServerError (test/server-log.ts), is a bug we have not noticed yet: fail the test
// that caused it.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  const problems = takeServerLogProblems();
  if (calls.length > 0) {
    problems.unshift(
      `Unexpected console.error:\n${calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n')}`,
    );
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
