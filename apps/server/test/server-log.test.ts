import { describe, expect, it } from 'vitest';
import { createTestLogger, expectServerError, takeServerLogProblems } from './server-log.ts';

// The guard itself: each case reads the problems before the after-each check does.
describe('the server error guard of the tests', () => {
  it('reports an error line no test declared, with its message and error', () => {
    createTestLogger().error({ err: new TypeError('boom') }, 'request failed');
    expect(takeServerLogProblems()).toEqual([
      expect.stringContaining('Unexpected server error log: request failed — TypeError: boom'),
    ]);
  });

  it('accepts an error line the test declared, and nothing below error level', () => {
    expectServerError(/request failed — TypeError: boom/);
    const logger = createTestLogger();
    logger.error({ err: new TypeError('boom') }, 'request failed');
    logger.warn('slow request');
    expect(takeServerLogProblems()).toEqual([]);
  });

  it('reports a declared error that never came', () => {
    expectServerError(/publishing a change failed/);
    expect(takeServerLogProblems()).toEqual([
      'Expected a server error log matching /publishing a change failed/, none was logged',
    ]);
  });
});
