import { useTranslation } from 'react-i18next';
import {
  formatLocalTime,
  LOCAL_TIME_ATTRIBUTE,
  ZONE_OFFSET_ATTRIBUTE,
  zoneOffsetMinutes,
  type LocalTimeFormat,
} from '@/lib/format/local-time';

interface LocalTimeProps {
  /** An ISO date or epoch milliseconds. */
  at: string | number;
  format: LocalTimeFormat;
  className?: string;
}

/**
 * A time or date in the reader's zone and language. Painted by the server, it is rewritten in that
 * zone before the app starts (`localiseTimes`), so every reader sees their own clock.
 */
export function LocalTime({ at, format, className }: LocalTimeProps) {
  const { i18n } = useTranslation();
  const text = formatLocalTime(at, i18n.language, format);
  if (!text) return null;
  return (
    <time
      dateTime={new Date(at).toISOString()}
      {...{ [LOCAL_TIME_ATTRIBUTE]: format, [ZONE_OFFSET_ATTRIBUTE]: zoneOffsetMinutes(at) }}
      className={className}
    >
      {text}
    </time>
  );
}
