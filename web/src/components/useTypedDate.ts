import { useRef, useState, type FormEvent } from 'react';
import { typedDateProblem } from '../lib/dates';

/**
 * The one check of a date typed by hand into a date picker (PrimeReact's Calendar keeps its old value and empties
 * the field without a word when the typed day is outside its minimum and maximum, or no date at all): on leaving
 * the field, what was typed since entering it is explained (typedDateProblem). Choosing a date clears it.
 */
export function useTypedDate(minDate?: Date, maxDate?: Date) {
  // What was typed since the field was entered; null when nothing was (leaving it then changes nothing).
  const typed = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    /** Spread onto the Calendar. */
    calendarProps: {
      onInput: (event: FormEvent<HTMLInputElement>) => {
        typed.current = event.currentTarget.value;
      },
      onBlur: () => {
        if (typed.current === null) return;
        setProblem(typedDateProblem(typed.current, minDate, maxDate));
        typed.current = null;
      },
    },
    /** A date was chosen (typed and taken, or picked): nothing left to explain. */
    chosen: () => setProblem(null),
  };
}
