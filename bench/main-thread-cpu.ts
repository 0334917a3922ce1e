/**
 * What the page's main thread itself computed after its first paint, read from the trace
 * Lighthouse recorded: the CPU time (`tdur`) of its tasks, all together and the longest one.
 *
 * Lighthouse's blocking time is built from the tasks' wall time. On a shared two-core machine a
 * task's wall time is often several times its CPU time (the thread waits for a core), and the
 * same build's blocking time moves by a factor of two between runs of one sitting. The CPU time
 * moves far less, so it tells two builds apart where the score cannot (bench/README.md).
 */
export interface MainThreadCpu {
  /** CPU milliseconds of the main thread's tasks from the first contentful paint on. */
  totalMs: number;
  /** CPU milliseconds of the longest of those tasks. */
  longestMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

export function mainThreadCpu(trace: unknown): MainThreadCpu | null {
  const events = (trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents;
  if (!Array.isArray(events)) return null;
  // The audited page's document (a signed-in audit first opens /favicon.svg to store the session).
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        /^https?:/.test(event.args?.data?.documentLoaderURL ?? '') &&
        !(event.args?.data?.documentLoaderURL ?? '').includes('/favicon'),
    )
    .sort((a, b) => b.ts - a.ts)[0];
  if (!navigation) return null;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  const from = paint?.ts ?? navigation.ts;
  let totalMs = 0;
  let longestMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.ts < from) continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    const cpu = (event.tdur ?? 0) / 1000;
    totalMs += cpu;
    longestMs = Math.max(longestMs, cpu);
  }
  return { totalMs: Math.round(totalMs), longestMs: Math.round(longestMs) };
}
