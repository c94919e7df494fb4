import { Dialog, type DialogProps } from 'primereact/dialog';
import { useEffect } from 'react';
import { dialogClosed, dialogOpened } from './focusReturn';

/**
 * Every dialog of the app: PrimeReact's Dialog, modal, with the page behind it held still (it neither scrolls
 * nor shifts: PrimeReact keeps the scrollbar's width while it hides it), and focus back where the user was
 * once it closes, whichever way (Save, Cancel, Esc, a timer), also when the control that opened it has been
 * re-rendered meanwhile (focusReturn.ts).
 */
export function AppDialog({ visible, ...props }: DialogProps) {
  useEffect(() => {
    if (!visible) return undefined;
    dialogOpened();
    return () => dialogClosed();
  }, [visible]);
  return <Dialog modal blockScroll {...props} visible={visible} />;
}
