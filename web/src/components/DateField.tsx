import {
  Calendar,
  type CalendarPassThroughMethodOptions,
  type CalendarPassThroughOptions,
  type CalendarProps,
} from 'primereact/calendar';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage, useT, type Language, type Text } from '../i18n/i18n';
import { checkTypedDate, utcToday as todayInUtc } from '../lib/dates';
import { utcTodayLocale } from './primeLocale';
import { FormField, type FieldControl } from './FormField';

interface DateFieldProps {
  id: string;
  /** In words (the caller's t()). */
  label: string;
  value: Date | null;
  onChange(value: Date | null): void;
  minDate?: Date;
  maxDate?: Date;
  /** Year and month drop-downs in the calendar ('1919:2026'), for dates far back. */
  yearRange?: string;
  required?: boolean;
  /** A message from the form (e.g. "This field is required."); a typed date's own message comes first. */
  error?: Text | null;
  /** Whether what is typed is a date the field takes (false while a typed date has a message). */
  onValidityChange?(valid: boolean): void;
  /**
   * The field picks a day of timestamps the screen shows in UTC (a list's Last Update): its calendar's Today is
   * today in UTC, and says so ("Today (UTC)"), not the user's local day, which differs around midnight.
   */
  utcToday?: boolean;
}

/** Focusable elements of the page in tab order (those of open calendars left out). */
function tabbables(): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (element) => element.tabIndex >= 0 && !element.closest('.p-datepicker') && element.offsetParent !== null,
  );
}

/** The day an opened calendar gives the focus to: the chosen one, else today, else the first that can be picked. */
function focusDay(overlay: HTMLElement | null) {
  const day =
    overlay?.querySelector<HTMLElement>('table td span[data-p-highlight="true"]') ??
    overlay?.querySelector<HTMLElement>('td.p-datepicker-today span:not([data-p-disabled="true"])') ??
    overlay?.querySelector<HTMLElement>('table td span:not([data-p-disabled="true"])');
  // Not when the user is already in it (e.g. in its year drop-down while it opened).
  if (!day || overlay?.contains(document.activeElement)) return;
  day.tabIndex = 0;
  day.focus();
}

const TYPE_AHEAD_MS = 1000;

type NavigatorOptions = Parameters<NonNullable<CalendarProps['yearNavigatorTemplate']>>[0];
type NavigatorKind = 'year' | 'month';

/**
 * The calendar's year and month drop-downs across their re-creation: which one had the focus (the new one
 * takes it back), and what has been typed into it lately ("2", "20", "202", "2025").
 */
class NavigatorFocus {
  private refocus: NavigatorKind | null = null;
  private typed = { kind: '', text: '', at: 0 };

  changed(kind: NavigatorKind) {
    this.refocus = kind;
  }

  /** The re-created drop-down of `kind` takes the focus back if its predecessor had it. */
  mounted(kind: NavigatorKind, element: HTMLSelectElement | null) {
    if (!element || this.refocus !== kind) return;
    this.refocus = null;
    element.focus();
  }

  /** What has been typed into the drop-down of `kind` so far, with this key. */
  type(kind: NavigatorKind, key: string, now: number): string {
    const { typed } = this;
    const text = typed.kind === kind && now - typed.at < TYPE_AHEAD_MS ? typed.text + key : key;
    this.typed = { kind, text, at: now };
    return text;
  }
}

function CalendarNavigator({
  kind,
  options,
  focus,
}: {
  kind: NavigatorKind;
  options: NavigatorOptions;
  focus: NavigatorFocus;
}) {
  // PrimeReact types them loosely: each is a label (a month's name, a year) and its value.
  const t = useT();
  const choices = options.options as { label: string | number; value: string | number }[];
  const pick = (event: React.SyntheticEvent, next: string | number) => {
    focus.changed(kind);
    options.onChange(event, next);
  };
  return (
    <select
      className={options.className}
      value={options.value ?? undefined}
      aria-label={t(kind === 'year' ? 'date.year' : 'date.month')}
      ref={(element) => focus.mounted(kind, element)}
      onChange={(event) => pick(event, event.target.value)}
      onKeyDown={(event) => {
        if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        const sofar = focus.type(kind, event.key, Date.now()).toLowerCase();
        const match = choices.find((option) => String(option.label).toLowerCase().startsWith(sofar));
        if (match && String(match.value) !== String(options.value)) pick(event, match.value);
      }}
    >
      {choices.map((option) => (
        <option key={String(option.value)} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * What is typed into a date field while it is not (yet) a date the field takes (null when the input shows
 * `value`), and the typed date's own message.
 */
function useTypedDate({
  value,
  onChange,
  minDate,
  maxDate,
  onValidityChange,
}: Pick<DateFieldProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'onValidityChange'>) {
  const [text, setText] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<Text | null>(null);

  const report = (problem: Text | null) => {
    setTypedError(problem);
    onValidityChange?.(problem === null);
  };

  /** The typed text judged (on leaving the field or Enter): its message, or the date it is. */
  const judge = (): boolean => {
    if (text === null) return true;
    const checked = checkTypedDate(text, { min: minDate, max: maxDate });
    report(checked.error);
    if (checked.error) return false;
    setText(null);
    return true;
  };

  const typing = (raw: string) => {
    setText(raw);
    if (typedError) report(null);
    const checked = checkTypedDate(raw, { min: minDate, max: maxDate });
    if (checked.date) onChange(checked.date);
    else if (value !== null) onChange(null);
  };

  /** A pick of the calendar (or its Today and Clear buttons): what was typed goes. */
  const picked = (date: Date | null) => {
    setText(null);
    report(null);
    onChange(date);
  };

  return { text, typedError, judge, typing, picked };
}

/**
 * Enter in the input submits the form (a filter panel applies): not with a typed date that is none. Tab in
 * the open calendar leaves it for the next field (Shift+Tab: back to its input).
 */
function calendarKeys(
  event: KeyboardEvent<HTMLDivElement>,
  id: string,
  calendar: Calendar | null,
  judge: () => boolean,
) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.id === id) {
    if (!judge()) event.preventDefault();
    return;
  }
  if (event.key !== 'Tab' || !target.closest('.p-datepicker')) return;
  event.preventDefault();
  event.stopPropagation();
  calendar?.hide();
  const input = document.getElementById(id);
  if (event.shiftKey) {
    input?.focus();
    return;
  }
  // The next field after this one in tab order (the calendar's button is out of it).
  const order = tabbables();
  const field = input?.closest('.date-field');
  const at = input ? order.indexOf(input) : -1;
  const next = at >= 0 ? order.slice(at + 1).find((element) => !field?.contains(element)) : undefined;
  (next ?? input)?.focus();
}

/** The calendar's input: a keyboard that types dates, and the field's wiring; its button named by the field. */
/** What PrimeReact passes as `context.date` to a day cell's pass-through. */
interface CalendarDay {
  day: number;
  month: number;
  year: number;
  selectable: boolean;
}

/** A day as its cell is named: "2 December 2026", "2 Desember 2026" (the day first, as the cell shows it). */
function dayName(day: CalendarDay, language: Language): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(day.year, day.month, day.day));
}

/**
 * The calendar's days, said on the day's grid cell: PrimeReact puts aria-selected and aria-disabled on the span
 * inside the cell, where no role allows them (axe: aria-allowed-attr, critical), and names the cell
 * "2026-12-02" where it shows "2" (WCAG 2.5.3, label in name: a voice user says the number they see).
 */
function dayCell(value: Date | null, language: Language): CalendarPassThroughOptions['day'] {
  return ({ context }: CalendarPassThroughMethodOptions) => {
    const day = context.date as unknown as CalendarDay;
    const selected =
      value !== null &&
      value.getFullYear() === day.year &&
      value.getMonth() === day.month &&
      value.getDate() === day.day;
    return {
      'aria-label': dayName(day, language),
      'aria-selected': selected,
      'aria-disabled': day.selectable ? undefined : true,
    };
  };
}

function calendarPassThrough(
  control: FieldControl,
  choose: string,
  value: Date | null,
  language: Language,
): CalendarPassThroughOptions {
  return {
    day: dayCell(value, language),
    // The month and year buttons are named by what they show ("December"), not "Choose Month" (label in name).
    monthTitle: { 'aria-label': undefined },
    yearTitle: { 'aria-label': undefined },
    dayLabel: { 'aria-selected': undefined, 'aria-disabled': undefined },
    // A keyboard that can type dates on touch devices (PrimeReact's default is none: picker only).
    input: {
      root: {
        inputMode: 'text',
        'aria-invalid': control['aria-invalid'],
        'aria-describedby': control['aria-describedby'],
      },
    },
    dropdownButton: { root: { 'aria-label': choose, title: choose } },
  };
}

/**
 * The year and month drop-downs' templates (none without a year range): PrimeReact re-creates them whenever
 * the shown month changes, which took the focus away after one key (CalendarNavigator keeps it, and types by
 * what has been typed so far).
 */
function useNavigatorTemplate(yearRange: string | undefined) {
  const [navigatorFocus] = useState(() => new NavigatorFocus());
  return (kind: NavigatorKind) =>
    yearRange
      ? (options: NavigatorOptions) => (
          <CalendarNavigator kind={kind} options={options} focus={navigatorFocus} />
        )
      : undefined;
}

/** A change of the calendar: typing is read by onInput; here come its picks and its Today and Clear buttons. */
function calendarPick(
  event: { originalEvent?: unknown; value?: unknown },
  picked: (date: Date | null) => void,
) {
  if ((event.originalEvent as Event | undefined)?.type === 'input') return;
  picked(event.value instanceof Date ? event.value : null);
}

/**
 * A labelled date input (YYYY-MM-DD) with a calendar, the one every date field of the app uses. Dates are
 * typed: clicking into the input or tabbing to it leaves the focus there (the calendar opens on its button,
 * or on Alt+Down / Down from the input; the button is out of the tab order), a typed date that is malformed or out of range gets a message when
 * the field is left or Enter is pressed (it is kept as typed, never cleared silently), and Tab leaves an open
 * calendar for the next field. The calendar's year and month drop-downs keep the focus while they are typed
 * in ("2025" picks 2025).
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  yearRange,
  required = false,
  error = null,
  onValidityChange,
  utcToday = false,
}: DateFieldProps) {
  const t = useT();
  const language = useLanguage();
  const calendar = useRef<Calendar>(null);
  const typed = useTypedDate({ value, onChange, minDate, maxDate, onValidityChange });
  const { text, typedError } = typed;
  const message = typedError ?? error;
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) =>
    calendarKeys(event, id, calendar.current, typed.judge);

  const navigatorTemplate = useNavigatorTemplate(yearRange);

  return (
    // The wrapper sees the calendar's keys too (its panel is a portal of this field).
    <FormField
      id={id}
      label={label}
      required={required}
      error={message}
      errorAlert={Boolean(typedError)}
      className="date-field"
      role="presentation"
      onKeyDownCapture={onKeyDownCapture}
    >
      {(control) => (
        <Calendar
          ref={calendar}
          inputId={id}
          // With keepInvalid the calendar also shows a text that is no date (what the user typed).
          value={(text ?? value) as Date | null}
          keepInvalid
          showOnFocus={false}
          onInput={(event) => typed.typing((event.target as HTMLInputElement).value)}
          onChange={(event) => calendarPick(event, typed.picked)}
          onBlur={() => typed.judge()}
          // Opened (on its button or Alt+Down / Down): the focus goes to the chosen day, else today, else the
          // first day that can be picked, so arrows move through the days and Tab leaves for the next field.
          onShow={() => focusDay(calendar.current?.getOverlay() ?? null)}
          dateFormat="yy-mm-dd"
          placeholder={t('date.placeholder')}
          showIcon
          showButtonBar
          locale={utcToday ? utcTodayLocale(language) : undefined}
          // PrimeReact picks the local day first; a UTC day's field puts today in UTC in its place.
          onTodayButtonClick={utcToday ? () => typed.picked(todayInUtc(Date.now())) : undefined}
          minDate={minDate}
          maxDate={maxDate}
          monthNavigator={Boolean(yearRange)}
          yearNavigator={Boolean(yearRange)}
          yearRange={yearRange}
          monthNavigatorTemplate={navigatorTemplate('month')}
          yearNavigatorTemplate={navigatorTemplate('year')}
          invalid={control.invalid}
          pt={calendarPassThrough(
            control,
            t('date.choose', { label }),
            text === null ? value : null,
            language,
          )}
        />
      )}
    </FormField>
  );
}
