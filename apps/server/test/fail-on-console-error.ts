import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug we have not noticed yet: fail the test that caused it.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
