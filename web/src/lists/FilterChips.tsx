interface Chip {
  field: string;
  label: string;
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
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.field} className="filter-chip">
          <span>
            {chip.label}: {chip.value}
          </span>
          <button
            type="button"
            aria-label={`Remove filter ${chip.label}: ${chip.value}`}
            title={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip.field)}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="chips-clear" onClick={onClearAll}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
