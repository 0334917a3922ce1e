import type { SpinSegment } from '@pitchside/contract/spin';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { segmentColors } from './segment-colors';
import { pointAt, segmentCenter, segmentPath } from './wheel-geometry';

interface PrizeWheelProps {
  segments: SpinSegment[];
  /** Clockwise turn of the wheel in degrees; it only ever grows, so every spin turns forwards. */
  rotation: number;
  /** How long the wheel takes to reach `rotation` (0 = at once). */
  transitionMs: number;
  spinning: boolean;
  /** The segment the wheel stopped on, highlighted once it has stopped. */
  winner: number | null;
  /** Decorative motion (blinking lights, pulsing winner) stays off for reduced-motion readers. */
  reducedMotion: boolean;
}

const RADIUS = 200;
const LIGHTS = 24;
// Fast start, long slow-down: the last turn crawls past the pointer like a real wheel.
const EASING = 'cubic-bezier(0.12, 0.75, 0.15, 1)';
const SHORT_EASING = 'cubic-bezier(0.3, 0, 0.4, 1)';

/**
 * The wheel. It draws whatever the server says is on it and turns to the rotation it is given;
 * it never decides anything. The geometry lives in the SVG's own coordinates, so an RTL page
 * does not mirror it: the wheel turns clockwise and the pointer stays at twelve o'clock.
 */
export function PrizeWheel({
  segments,
  rotation,
  transitionMs,
  spinning,
  winner,
  reducedMotion,
}: PrizeWheelProps) {
  const { t } = useTranslation('spin');
  const count = segments.length;

  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-[26rem] select-none"
      role="img"
      aria-label={t('wheel.label')}
    >
      {/* Static rim with its lights; they chase while the wheel turns. */}
      <svg viewBox="-240 -240 480 480" className="absolute inset-0 size-full" aria-hidden="true">
        <defs>
          <radialGradient id="spin-rim" r="0.5">
            <stop offset="0.86" stopColor="#0c1628" />
            <stop offset="0.93" stopColor="#1a2b49" />
            <stop offset="1" stopColor="#0a1222" />
          </radialGradient>
        </defs>
        <circle r="238" fill="url(#spin-rim)" stroke="#f8c84a" strokeOpacity="0.7" strokeWidth="3" />
        {Array.from({ length: LIGHTS }, (_, i) => {
          const [x, y] = pointAt((i * 360) / LIGHTS, 222);
          return (
            <circle
              key={i}
              cx={x}
              cy={y}
              r="4.5"
              fill={i % 2 ? '#fff3c4' : '#f8c84a'}
              className={cn(spinning && !reducedMotion && 'animate-pulse')}
              style={spinning && !reducedMotion && i % 2 ? { animationDelay: '0.5s' } : undefined}
            />
          );
        })}
      </svg>

      <div
        data-testid="prize-wheel-disc"
        data-rotation={rotation}
        className="absolute inset-[8.5%] rounded-full shadow-[0_0_0_4px_#060c18,0_18px_40px_-12px_rgb(0_0_0/0.8)] will-change-transform"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: transitionMs
            ? `transform ${transitionMs}ms ${transitionMs > 1000 ? EASING : SHORT_EASING}`
            : 'none',
        }}
      >
        <svg
          viewBox={`-${RADIUS} -${RADIUS} ${RADIUS * 2} ${RADIUS * 2}`}
          className="size-full"
          aria-hidden="true"
        >
          <defs>
            <radialGradient id="spin-shade" r="0.5">
              <stop offset="0.55" stopColor="#000" stopOpacity="0" />
              <stop offset="1" stopColor="#000" stopOpacity="0.28" />
            </radialGradient>
          </defs>
          {segments.map((segment, i) => (
            <path
              key={segment.slug}
              d={segmentPath(i, count, RADIUS)}
              fill={segmentColors(segment).fill}
              stroke="#060c18"
              strokeWidth="3"
              strokeLinejoin="round"
            />
          ))}
          <circle r={RADIUS} fill="url(#spin-shade)" />
          {winner !== null && !spinning && count > 0 && (
            <path
              data-testid="prize-wheel-winner"
              d={segmentPath(winner, count, RADIUS)}
              fill="#ffffff"
              fillOpacity="0.22"
              stroke="#ffffff"
              strokeWidth="5"
              className={cn(!reducedMotion && 'animate-pulse')}
            />
          )}
          {segments.map((segment, i) => (
            <SegmentLabel key={segment.slug} segment={segment} angle={segmentCenter(i, count)} />
          ))}
        </svg>
      </div>

      {/* Pointer and hub stay still above the turning disc. */}
      <svg
        viewBox="-240 -240 480 480"
        className="pointer-events-none absolute inset-0 size-full drop-shadow-[0_4px_6px_rgb(0_0_0/0.6)]"
        aria-hidden="true"
      >
        <path
          d="M -22 -236 L 22 -236 L 0 -186 Z"
          fill="#f8c84a"
          stroke="#2b1d00"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cy="-226" r="6" fill="#2b1d00" />
      </svg>
      <div className="pointer-events-none absolute inset-0 grid place-items-center" aria-hidden="true">
        <div
          className={cn(
            'grid size-[19%] place-items-center rounded-full border-4 border-accent bg-linear-to-b from-surface-3 to-bg text-accent shadow-[0_6px_18px_-4px_rgb(0_0_0/0.8)] [&_svg]:size-[45%]',
            winner !== null && !spinning && 'text-primary',
          )}
        >
          <Trophy strokeWidth={2.25} />
        </div>
      </div>
    </div>
  );
}

function SegmentLabel({ segment, angle }: { segment: SpinSegment; angle: number }) {
  const { t, i18n } = useTranslation('spin');
  const { text } = segmentColors(segment);
  const unit =
    segment.kind === 'tickets'
      ? t('wheel.ticketsShort')
      : segment.kind === 'web_points'
        ? t('wheel.webPointsShort')
        : t('wheel.noPrizeShort');
  // Long translations shrink instead of spilling into the neighbours (the arc is ~100 units wide).
  const unitSize = unit.length > 9 ? Math.max(10, Math.floor(120 / unit.length)) : 13;
  const direction = i18n.dir(i18n.language);

  return (
    <g transform={`rotate(${angle})`} fill={text} textAnchor="middle" direction="ltr">
      {segment.kind === 'none' ? (
        <g transform="translate(0 -150)" stroke={text} strokeWidth="5" strokeLinecap="round" fill="none">
          <circle r="15" />
          <path d="M -10 10 L 10 -10" />
        </g>
      ) : (
        <text y="-140" className="font-display" fontSize="32" fontWeight="800">
          {formatNumber(segment.amount, i18n.language)}
        </text>
      )}
      <text
        y="-112"
        className="font-display uppercase"
        fontSize={unitSize}
        fontWeight="700"
        // Letter spacing would break the joined letters of Arabic script.
        letterSpacing={direction === 'rtl' ? 0 : 1}
        direction={direction}
      >
        {unit}
      </text>
    </g>
  );
}
