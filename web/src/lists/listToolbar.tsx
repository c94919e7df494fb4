import { useState } from 'react';
import { errorMessage } from '../api/apiError';
import type { Column } from '../components/column';
import { useT, useTranslate, type MessageId, type Text, type Words } from '../i18n/i18n';
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
  const t = useT();
  const placeholder = t('list.searchPlaceholder');
  return (
    <label className="quick-search">
      <span className="visually-hidden">{t('list.quickSearch')}</span>
      <i className="pi pi-search" aria-hidden="true" />
      <input
        type="search"
        placeholder={placeholder}
        // As wide as its placeholder in the language shown: the box is sized in characters.
        size={placeholder.length}
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
  title,
}: {
  exporting: boolean;
  disabled: boolean;
  onExport(): void;
  /** The button's tooltip, in words (default: what the kit's export does). */
  title?: Words;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="p-button p-button-outlined list-export"
      onClick={onExport}
      disabled={exporting || disabled}
      title={title ?? t('list.export.title')}
    >
      <i className="pi pi-file-excel" aria-hidden="true" />{' '}
      {exporting ? t('list.exporting') : t('common.export')}
    </button>
  );
}

const EXPORT_FAILED: MessageId = 'list.export.failed';

/**
 * Runs a list's export (`run` builds and saves the file), with its busy state and the message of a failed
 * export, worded by the one error helper (the failure's own words, else "The export failed. Try again.").
 */
export function useExportRunner(run: () => Promise<void>) {
  const translate = useTranslate();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<Text | null>(null);
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
  // In words at render time: a language switch re-words a message already shown.
  return {
    exporting,
    exportError: exportError === null ? null : translate(exportError),
    runExport: () => void runExport(),
  };
}

/** The export of rows the page holds, through exportRows (`title` in words: the sheet's and file's name). */
export function useRowExport<Row>(title: string, columns: readonly Column<Row>[], rows: readonly Row[]) {
  return useExportRunner(() => exportRows(title, columns, rows));
}
