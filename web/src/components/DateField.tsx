import {
  Calendar,
  type CalendarPassThroughMethodOptions,
  type CalendarPassThroughOptions,
  type CalendarProps,
} from 'primereact/calendar';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage, useT, type Language, type Text, type Words } from '../i18n/i18n';
import { checkTypedDate, utcToday as todayInUtc } from '../lib/dates';
import { utcTodayLocale } from './primeLocale';
import { FormField, type FieldControl } from './FormField';

interface DateFieldProps {
  id: string;
  label: Words;
  value: Date | null;
  onChange(value: Date | null): void;
  minDate?: Date;
  maxDate?: Date;
  /** Year and month drop-downs ('1919:2026'), for dates far back. */
  yearRange?: string;
  required?: boolean;
  /** A typed date's own message comes first. */
  error?: Text | null;
  onValidityChange?(valid: boolean): void;
  /** Timestamps shown in UTC: Today is today in UTC ("Today (UTC)"), not the local day. */
  utcToday?: boolean;
}

/** Tab order, open calendars left out. */
function tabbables(): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (element) => element.tabIndex >= 0 && !element.closest('.p-datepicker') && element.offsetParent !== null,
  );
}

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

/** Keeps focus and typed keys ("2", "20", "2025") across PrimeReact's re-creation of the year/month drop-downs. */
class NavigatorFocus {
  private refocus: NavigatorKind | null = null;
  private typed = { kind: '', text: '', at: 0 };

  changed(kind: NavigatorKind) {
    this.refocus = kind;
  }

  mounted(kind: NavigatorKind, element: HTMLSelectElement | null) {
    if (!element || this.refocus !== kind) return;
    this.refocus = null;
    element.focus();
  }

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

/** A typed text that is not (yet) a valid date (null when the input shows `value`), and its message. */
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

  const picked = (date: Date | null) => {
    setText(null);
    report(null);
    onChange(date);
  };

  return { text, typedError, judge, typing, picked };
}

/** Enter submits unless the typed date is invalid; Tab in the open calendar leaves for the next field. */
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
  const order = tabbables();
  const field = input?.closest('.date-field');
  const at = input ? order.indexOf(input) : -1;
  const next = at >= 0 ? order.slice(at + 1).find((element) => !field?.contains(element)) : undefined;
  (next ?? input)?.focus();
}

/** What PrimeReact passes as `context.date` to a day cell's pass-through. */
interface CalendarDay {
  day: number;
  month: number;
  year: number;
  selectable: boolean;
}

/** Built once: a DateTimeFormat costs far more to build than to use, and each open calendar draws 42 days. */
const DAY_NAMES: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  id: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * PrimeReact puts aria-selected/aria-disabled on the span inside the cell (axe: aria-allowed-attr) and names
 * the cell "2026-12-02" where it shows "2" (WCAG 2.5.3, label in name): "2 December 2026", the day first.
 */
function dayCell(value: Date | null, language: Language): CalendarPassThroughOptions['day'] {
  const dayName = DAY_NAMES[language];
  return ({ context }: CalendarPassThroughMethodOptions) => {
    const day = context.date as unknown as CalendarDay;
    const selected =
      value !== null &&
      value.getFullYear() === day.year &&
      value.getMonth() === day.month &&
      value.getDate() === day.day;
    return {
      'aria-label': dayName.format(Date.UTC(day.year, day.month, day.day)),
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

/** PrimeReact re-creates the year/month drop-downs on every month change, losing focus after one key. */
function useNavigatorTemplate(yearRange: string | undefined) {
  const [navigatorFocus] = useState(() => new NavigatorFocus());
  return (kind: NavigatorKind) =>
    yearRange
      ? (options: NavigatorOptions) => (
          <CalendarNavigator kind={kind} options={options} focus={navigatorFocus} />
        )
      : undefined;
}

/** Typing is read by onInput; here come picks and the Today and Clear buttons. */
function calendarPick(
  event: { originalEvent?: unknown; value?: unknown },
  picked: (date: Date | null) => void,
) {
  if ((event.originalEvent as Event | undefined)?.type === 'input') return;
  picked(event.value instanceof Date ? event.value : null);
}

/**
 * The app's date input (YYYY-MM-DD) with a calendar. Dates are typed; the calendar opens on its button or
 * Alt+Down, and an invalid date gets a message on leave or Enter, kept as typed, never cleared silently.
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
          // Focus the chosen day, else today, else the first pickable one, so arrows and Tab work.
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
