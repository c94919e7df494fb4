import { useState } from 'react';
import { errorMessage } from '../api/apiError';
import type { Column } from '../components/DataTable';
import { exportRows } from './exportRows';

/** The quick search box of a list: narrows the loaded rows across the visible columns as you type. */
export function QuickSearch({
  value,
  onChange,
  disabled = false,
  describedBy,
}: {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** The id of the text that says why the box is disabled. */
  describedBy?: string;
}) {
  return (
    <label className="quick-search">
      <span className="visually-hidden">Quick search</span>
      <i className="pi pi-search" aria-hidden="true" />
      <input
        type="search"
        placeholder="Search loaded rows"
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The Export button of a list (by default: the rows shown, filtered and sorted, to an .xlsx file). */
export function ExportButton({
  exporting,
  disabled,
  onExport,
  title = 'Export the rows shown (filtered and sorted) to an .xlsx file',
}: {
  exporting: boolean;
  disabled: boolean;
  onExport(): void;
  title?: string;
}) {
  return (
    <button
      type="button"
      className="p-button p-button-outlined list-export"
      onClick={onExport}
      disabled={exporting || disabled}
      title={title}
    >
      <i className="pi pi-file-excel" aria-hidden="true" /> {exporting ? 'Exporting...' : 'Export'}
    </button>
  );
}

const EXPORT_FAILED = 'The export failed. Try again.';

/**
 * Runs a list's export (`run` builds and saves the file), with its busy state and the message of a failed
 * export, worded by the one error helper (the failure's own words, else "The export failed. Try again.").
 */
export function useExportRunner(run: () => Promise<void>) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await run();
    } catch (error) {
      console.error('Export failed', error);
      setExportError(errorMessage(error, { fallback: EXPORT_FAILED }).summary);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportError, runExport: () => void runExport() };
}

/** The export of rows the page holds, through exportRows. */
export function useRowExport<Row>(title: string, columns: readonly Column<Row>[], rows: readonly Row[]) {
  return useExportRunner(() => exportRows(title, columns, rows));
}
