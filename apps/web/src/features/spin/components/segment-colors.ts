import type { SpinSegment } from '@pitchside/contract/spin';

export interface SegmentColors {
  fill: string;
  text: string;
}

/**
 * Colours follow the prize, not the position, so a re-ordered or extended prize table still
 * reads well: gold for the jackpot, warm for big ticket prizes, green for web points. Every text
 * colour keeps at least 4.5:1 against its fill.
 */
export function segmentColors(segment: Pick<SpinSegment, 'kind' | 'amount' | 'available'>): SegmentColors {
  if (!segment.available) return { fill: '#243149', text: '#a9b8d0' };
  if (segment.kind === 'none') return { fill: '#1a2b49', text: '#eaf1fb' };
  if (segment.kind === 'web_points') return { fill: '#2fd67b', text: '#03200f' };
  if (segment.amount >= 2000) return { fill: '#f8c84a', text: '#2b1d00' };
  if (segment.amount >= 500) return { fill: '#ff8a3d', text: '#2b1200' };
  if (segment.amount >= 100) return { fill: '#7c4ddb', text: '#ffffff' };
  if (segment.amount >= 50) return { fill: '#5b8def', text: '#061631' };
  if (segment.amount >= 25) return { fill: '#19a58f', text: '#021a16' };
  return { fill: '#2459c9', text: '#ffffff' };
}
