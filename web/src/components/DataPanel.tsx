import { Button } from 'primereact/button';
import type { FormEvent, ReactNode } from 'react';
import { useT, type Words } from '../i18n/i18n';
import { IconButton } from './IconButton';

interface DataPanelProps {
  /** In words (the caller's t(), or a list declaration's title translated). */
  title: Words;
  /** Extra buttons in the header (e.g. "Upload Data", "Request Download"). */
  actions?: ReactNode;
  /** The filter fields; the toggle icon is shown when present. */
  filters?: ReactNode;
  filtersOpen?: boolean;
  onToggleFilters?(): void;
  onApply?(): void;
  onClear?(): void;
  children: ReactNode;
}

/** A titled panel with a filter toggle, a filter bar (Clear All / Apply) and the table with its footer. */
export function DataPanel({
  title,
  actions,
  filters,
  filtersOpen = false,
  onToggleFilters,
  onApply,
  onClear,
  children,
}: DataPanelProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply?.();
  };
  return (
    <section className="panel" aria-label={title}>
      <header className="panel-header">
        <h1 className="panel-title">{title}</h1>
        <div className="panel-actions">
          {actions}
          {filters && (
            <IconButton
              icon="pi pi-filter"
              label={t('list.toggleFilters')}
              aria-expanded={filtersOpen}
              onClick={onToggleFilters}
            />
          )}
        </div>
      </header>
      {filters && filtersOpen && (
        <form
          className="filter-bar"
          role="search"
          aria-label={t('list.filtersOf', { title })}
          onSubmit={submit}
        >
          {filters}
          <div className="filter-buttons">
            <Button type="button" label={t('list.clearAllFilters')} outlined onClick={onClear} />
            <Button type="submit" label={t('common.apply')} />
          </div>
        </form>
      )}
      {children}
    </section>
  );
}
