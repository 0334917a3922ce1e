import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

/** A stand-in for the browser's Worker (jsdom has none): records what the page asks of it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: string | URL) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('warmIntl', () => {
  it("sends the page's language to a worker and ends it once it has answered", () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl('de');
    const [worker] = FakeWorker.made;
    expect(worker?.posted).toEqual(['de']);
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that fails to load', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl('ar');
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('leaves the formatters to the page where a worker is refused', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the page policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl('en')).not.toThrow();
  });
});
