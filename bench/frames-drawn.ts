/**
 * How many frames the page drew per second after its first paint, read from the trace Lighthouse
 * recorded: it takes a screenshot of every frame the compositor produces, so its screenshots count
 * the frames. A page that moves nothing draws a few; an animation that never ends draws sixty a
 * second for as long as it runs, which a phone pays in battery and the two-core lab machine in the
 * CPU its compositor takes from the page's main thread (decision 0038).
 */
interface TraceEvent {
  name: string;
  ts: number;
}

export function framesPerSecond(trace: unknown): number | null {
  const events = (trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents;
  if (!Array.isArray(events)) return null;
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const end = events.reduce((last, event) => Math.max(last, event.ts ?? 0), paint.ts);
  const frames = events.filter((event) => event.name === 'Screenshot' && event.ts >= paint.ts).length;
  const seconds = (end - paint.ts) / 1e6;
  return seconds > 0 ? Math.round(frames / seconds) : null;
}
