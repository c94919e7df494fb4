import type { ButtonHTMLAttributes } from 'react';
import type { Words } from '../i18n/i18n';

type NativeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children' | 'className' | 'aria-label'
>;

export interface IconButtonProps extends NativeButtonProps {
  /** PrimeIcons classes, as PrimeReact's Button takes them: 'pi pi-eye', 'pi pi-spin pi-spinner'. */
  icon: string;
  /** The accessible name (aria-label); e2e tests and screen readers find the button by it. */
  label: Words;
  /** Colour of the icon: red for destructive actions (delete, reject, stop), green for approve. */
  tone?: 'neutral' | 'danger' | 'positive';
  /** Extra classes, e.g. 'mobile-only'. */
  className?: string;
}

/**
 * A borderless icon-only button (row actions, panel and top-bar toggles). It has no visible text, so the
 * label is required. Its tooltip (title) is the label unless `title` gives a shorter one ("Details").
 */
export function IconButton({ icon, label, tone = 'neutral', className, title, ...button }: IconButtonProps) {
  const classes = ['icon-button', tone === 'neutral' ? null : tone, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={label} title={title ?? label} {...button}>
      <i className={icon} aria-hidden="true" />
    </button>
  );
}
