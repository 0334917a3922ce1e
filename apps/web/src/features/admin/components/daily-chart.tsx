import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { dateTimeFormat } from '@/lib/format/intl-formats';

interface DailyChartProps {
  /** Local days `YYYY-MM-DD`, oldest first. */
  days: string[];
  values: number[];
  kind: 'bars' | 'line';
  /** Counts: ticks step in whole numbers (no "0.25 orders"). */
  wholeNumbers?: boolean;
  /** A CSS colour variable of the theme, e.g. `--color-primary`. */
  colorVar: string;
  formatValue: (value: number) => string;
  /** What the chart says, for screen readers (the table below it has the numbers). */
  label: string;
  locale: string;
}

const HEIGHT = 220;
const theme = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * One series per day, drawn with uPlot (a small canvas charting library, loaded with the first
 * chart only). It follows its container's width, so it fits a phone as well as a wide screen.
 */
export function DailyChart({
  days,
  values,
  kind,
  wholeNumbers = false,
  colorVar,
  formatValue,
  label,
  locale,
}: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The latest formatter without rebuilding the chart when only the callback's identity changes.
  const format = useRef(formatValue);
  useEffect(() => {
    format.current = formatValue;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const color = theme(colorVar, '#2fd67b');
      const muted = theme('--color-fg-muted', '#a9b8d0');
      const grid = { stroke: 'rgba(255,255,255,0.06)', width: 1 };
      const dayLabel = dateTimeFormat(locale, { day: 'numeric', month: 'short' });
      const xs = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { points: { size: 6 } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
          series: [
            {},
            {
              stroke: color,
              width: kind === 'line' ? 2 : 0,
              fill: kind === 'bars' ? color : `${color}22`,
              points: { show: kind === 'line' && days.length <= 31 },
              ...(kind === 'bars' ? { paths: UPlot.paths.bars?.({ size: [0.6, 40] }) } : {}),
            },
          ],
          axes: [
            {
              stroke: muted,
              grid,
              ticks: grid,
              values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))),
            },
            {
              stroke: muted,
              grid,
              ticks: grid,
              // Wide enough for "€ 1,000.00" in every language's money format.
              size: 80,
              // Counts step in whole numbers: no "0.25 orders".
              ...(kind === 'line'
                ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] }
                : {}),
              values: (_u, splits) => splits.map((s) => format.current(s)),
            },
          ],
        },
        [xs, values],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, values, kind, wholeNumbers, colorVar, locale]);

  // The canvas stays out of the reading direction: time runs left to right in every language.
  return <div ref={box} role="img" aria-label={label} dir="ltr" className="min-h-[220px] w-full" />;
}
