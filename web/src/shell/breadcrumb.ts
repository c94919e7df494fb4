import { hyphensToSpaces } from '../lib/text';

export interface Crumb {
  label: string;
  /** null for the first segment, which is not a link. */
  to: string | null;
}

/** Path segments with hyphens shown as spaces; all segments but the first are links (spec part 1 section 2). */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    label: hyphensToSpaces(decodeURIComponent(segment)),
    to: index === 0 ? null : `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
