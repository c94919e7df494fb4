import { useT, type MessageId } from '../i18n/i18n';

interface Chip {
  field: string;
  /** The filter's label (its declaration's), put into words here. */
  label: MessageId;
  /** The value's label as shown (an option's label, a date). */
  value: string;
}

/** The active filters as removable chips, with "Clear all" (shown while the filter panel is closed). */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly Chip[];
  onRemove(field: string): void;
  onClearAll(): void;
}) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t('list.activeFilters')}>
      {chips.map((chip) => {
        const label = t(chip.label);
        return (
          <li key={chip.field} className="filter-chip">
            <span>{t('list.chip', { label, value: chip.value })}</span>
            <button
              type="button"
              aria-label={t('list.removeFilter', { label, value: chip.value })}
              title={t('list.removeFilterTitle', { label })}
              onClick={() => onRemove(chip.field)}
            >
              <i className="pi pi-times" aria-hidden="true" />
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" className="chips-clear" onClick={onClearAll}>
          {t('list.clearAll')}
        </button>
      </li>
    </ul>
  );
}
