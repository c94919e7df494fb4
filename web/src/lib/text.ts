/** Path segments and channel names are shown with hyphens as spaces. */
export function hyphensToSpaces(text: string): string {
  return text.replace(/-/g, ' ');
}
