import { useId, useState } from 'react';
import { useLanguage, useT } from '../i18n/i18n';
import { formatLocal, formatUtc } from '../lib/dates';

/**
 * A timestamp as the spec shows it, in UTC (YYYY-MM-DD HH:mm:ss), with the user's own time beside it on hover
 * and on keyboard focus ("Your time: 2026-12-02 05:04:09 WIB"), said to screen readers as its description.
 * `blank` stands for a missing or invalid value.
 */
export function Timestamp({ value, blank = '' }: { value: unknown; blank?: string }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const utc = formatUtc(value);
  if (!utc) return <>{blank}</>;
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <span className="timestamp" onMouseEnter={show} onMouseLeave={hide}>
      {/* Focusable so that a keyboard reaches the local time too; it has no action, so no interactive role. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <time tabIndex={0} aria-describedby={open ? id : undefined} onFocus={show} onBlur={hide}>
        {utc}
      </time>
      {open && (
        <span role="tooltip" id={id} className="timestamp-local">
          {t('date.local', { time: formatLocal(value, language) })}
        </span>
      )}
    </span>
  );
}
