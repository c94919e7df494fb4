import { Fragment } from 'react';

/**
 * A long name without spaces (a file name, an id) that may break across lines after its separators
 * ("service_orders_" / "full_year.xls", "3f2a…-" / "…") rather than at any letter.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[_.\-/])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one fixed text, in order: their index is their identity.
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
