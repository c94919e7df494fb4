import { useDeferredValue, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { DateField } from '../components/DateField';
import { SelectFilter } from '../components/SelectFilter';
import { fromRequestDate, toRequestDate } from '../lib/dates';
import { msg, raw, useT, type Words } from '../i18n/i18n';
import { emptyListText } from '../lib/emptyListText';
import { FilterChips } from './FilterChips';
import { QuickSearch } from './listToolbar';
import type { ListPageModel } from './useListPage';

/**
 * Enter applies the filters, also from a drop-down (whose own Enter would only open its menu) unless its
 * menu is open, where Enter picks the option.
 */
export function applyOnEnter(apply: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const dropdown = target.closest('.p-dropdown, .p-calendar');
    if (!dropdown) return;
    if (dropdown.classList.contains('p-calendar')) return; // a text input: the form submits itself
    if (target.getAttribute('aria-expanded') === 'true' || dropdown.classList.contains('p-dropdown-open'))
      return;
    event.preventDefault();
    event.stopPropagation();
    apply();
  };
}

const LENS_WAIT_ID = 'list-lens-wait';

/** Apply and Clear All of the filter panel, with the date fields' validity and the fields' reset count. */
export function useFilterActions<Row>(model: ListPageModel<Row>) {
  // Date fields whose typed text is no date (they say why): Apply waits until they are put right.
  const [invalidDates, setInvalidDates] = useState<readonly string[]>([]);
  // Clear All also clears what is typed in the fields: each starts again empty (a date's text, a drop-down's
  // own input and the search typed in its menu).
  const [cleared, setCleared] = useState(0);
  const apply = () => {
    const first = invalidDates[0];
    if (first) {
      document.getElementById(`${model.idPrefix}-${first}`)?.focus();
      return;
    }
    model.apply();
  };
  const clearAll = () => {
    setInvalidDates([]);
    setCleared((count) => count + 1);
    model.clearAll();
  };
  return { cleared, setInvalidDates, apply, clearAll };
}

interface FilterFieldsProps<Row> {
  model: ListPageModel<Row>;
  cleared: number;
  setInvalidDates: (update: (fields: readonly string[]) => readonly string[]) => void;
  apply: () => void;
}

/** A field as it looks closed, still and hidden from assistive technology, until the live one is built. */
function FieldPreview({
  label,
  text,
  placeholder,
}: {
  label: Words;
  text: string | null;
  placeholder: Words;
}) {
  return (
    <div className="field" aria-hidden="true">
      <label>{label}</label>
      <span
        className={text === null ? 'p-inputtext field-preview p-placeholder' : 'p-inputtext field-preview'}
      >
        {text ?? placeholder}
      </span>
    </div>
  );
}

/** The panel's fields: a date field or a drop-down per declared filter. */
export function FilterFields<Row>({ model, cleared, setInvalidDates, apply }: FilterFieldsProps<Row>) {
  const t = useT();
  const { idPrefix, filters } = model;
  // The panel paints first with still fields, then builds the live ones (PrimeReact's drop-downs take
  // ~50 ms each at 4x CPU) in a render that yields to input, so opening the panel answers at once.
  const deferred = useDeferredValue(true, false);
  const [tabbed, setTabbed] = useState(false);
  const live = deferred || tabbed;
  useEffect(() => {
    if (live) return;
    // A Tab before the live fields exist builds them at once, so focus moves into them, not past the panel.
    const onKeyDown = (event: { key: string }) => {
      if (event.key === 'Tab') flushSync(() => setTabbed(true));
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [live]);
  const fields = filters.map((decl) => {
    const id = `${idPrefix}-${decl.field}`;
    const value = model.draft[decl.field] ?? null;
    if (!live) {
      const text = value === null || decl.kind === 'date' ? value : model.labelOf(decl.field, value);
      const placeholder = t(decl.kind === 'date' ? 'date.placeholder' : 'form.select');
      return <FieldPreview key={decl.field} label={t(decl.label)} text={text} placeholder={placeholder} />;
    }
    if (decl.kind === 'date') {
      return (
        <DateField
          key={`${decl.field}-${cleared}`}
          id={id}
          label={t(decl.label)}
          value={fromRequestDate(value)}
          onChange={(date) => model.changeDraft({ [decl.field]: date ? toRequestDate(date) : null })}
          utcToday={decl.utcDay}
          onValidityChange={(valid) =>
            setInvalidDates((fields) =>
              valid ? fields.filter((field) => field !== decl.field) : [...new Set([...fields, decl.field])],
            )
          }
        />
      );
    }
    const options = model.options[decl.field] ?? [];
    return (
      <SelectFilter
        key={`${decl.field}-${cleared}`}
        id={id}
        label={t(decl.label)}
        options={options}
        value={value}
        valueLabel={value === null ? undefined : model.labelOf(decl.field, value)}
        loading={options.length === 0 && (model.loading || model.optionsLoading)}
        onChange={(next) => model.changeDraft({ [decl.field]: next })}
      />
    );
  });
  return (
    <div className="filter-fields" onKeyDownCapture={applyOnEnter(apply)}>
      {fields}
    </div>
  );
}

/** The table's text when it has no rows: none match the quick search, or the filters, or there are none. */
export function emptyText<Row>(model: ListPageModel<Row>) {
  const filtered = model.chips.length > 0;
  const searched = model.view.search.trim() !== '';
  return searched
    ? msg('list.noRowMatches', { search: raw(model.view.search.trim()) })
    : emptyListText(filtered);
}

interface ListToolbarProps<Row> {
  model: ListPageModel<Row>;
  lensWait: Words | null;
  hints?: ReactNode;
  exporting: boolean;
  /** Said while an export runs, in words. */
  busyText?: Words;
  exportError: Words | null;
  onClearAll: () => void;
}

/** Over the table: the quick search, the active filters as chips while the panel is closed, and the hints. */
export function ListToolbar<Row>(props: ListToolbarProps<Row>) {
  const { model, lensWait, hints, exporting, busyText, exportError, onClearAll } = props;
  return (
    <div className="list-toolbar">
      <QuickSearch
        value={model.view.search}
        onChange={model.setSearch}
        disabled={lensWait !== null}
        describedBy={lensWait !== null ? LENS_WAIT_ID : undefined}
      />
      {!model.filtersOpen && (
        <FilterChips chips={model.chips} onRemove={model.removeFilter} onClearAll={onClearAll} />
      )}
      {lensWait !== null && (
        <span id={LENS_WAIT_ID} className="list-hint">
          {lensWait}
        </span>
      )}
      {hints}
      {exporting && busyText && (
        <span className="list-hint" role="status">
          {busyText}
        </span>
      )}
      {exportError && (
        <span role="alert" className="field-error">
          {exportError}
        </span>
      )}
    </div>
  );
}
