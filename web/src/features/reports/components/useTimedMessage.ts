import { useCallback, useEffect, useRef, useState } from 'react';
import type { Text } from '../../../i18n/i18n';

/**
 * A message that shows for `ms` and then clears itself; showing it again restarts the time. It is kept as Text
 * (the screen words it), so a language switch while it shows re-words it.
 */
export function useTimedMessage(ms: number): [Text | null, (message: Text) => void] {
  const [message, setMessage] = useState<Text | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (text: Text) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show];
}
