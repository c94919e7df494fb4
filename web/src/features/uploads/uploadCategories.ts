import type { UploadCategory } from '@crm/domain';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/i18n';

export type UploadColumn =
  'id' | 'uploadBy' | 'division' | 'lastUpdate' | 'status' | 'success' | 'invalid' | 'action';

/** The upload list's filters (the gift claim list puts Last Update before Status, as its spec lists them). */
export type UploadFilterField = 'id' | 'uploadBy' | 'division' | 'status' | 'lastUpdate';

/** What differs between the three upload areas; the screens are otherwise one and the same. */
export interface UploadCategoryConfig {
  category: UploadCategory;
  /** The table's accessible name ("Customer uploads"). */
  tableLabel: MessageId;
  /** Human name of the category (File Info card). */
  name: MessageId;
  /** Heading of the upload list. */
  listHeading: MessageId;
  /** document.title of its list and detail: the area's. */
  title: MessageId;
  listPath: string;
  detailPath: string;
  /**
   * Column order of the upload list: the spec's columns in its order (the gift claim list puts Status before
   * Last Update), plus Success Data and Invalid Data before Action (an addition, see docs/deviations.md).
   */
  columns: readonly UploadColumn[];
  /** Order of the filters in the filter panel, as the spec lists them for the category. */
  filters: readonly UploadFilterField[];
  /** What a successful upload shows: a toast (customers, product lines) or a success dialog (gift claims). */
  success: { kind: 'toast' | 'dialog'; message: MessageId };
  /** Label of the template download in the upload modal. */
  templateLabel: MessageId;
}

/** The customer and product-line upload lists' columns and filters (spec part 1 section 8). */
const RECORD_UPLOAD_TABLE: Pick<UploadCategoryConfig, 'columns' | 'filters'> = {
  columns: ['id', 'uploadBy', 'division', 'lastUpdate', 'status', 'success', 'invalid', 'action'],
  filters: ['id', 'uploadBy', 'division', 'status', 'lastUpdate'],
};

export const UPLOAD_CATEGORIES: Record<UploadCategory, UploadCategoryConfig> = {
  customer: {
    category: 'customer',
    tableLabel: 'uploads.table.customer',
    name: 'uploads.category.customer',
    listHeading: 'uploads.uploadData',
    title: 'title.customer',
    listPath: paths.customerUpload,
    detailPath: paths.customerUploadDetail,
    ...RECORD_UPLOAD_TABLE,
    success: { kind: 'toast', message: 'uploads.success.customers' },
    templateLabel: 'uploads.template.customer',
  },
  product_line: {
    category: 'product_line',
    tableLabel: 'uploads.table.productLine',
    name: 'uploads.category.productLine',
    listHeading: 'uploads.uploadData',
    title: 'title.productLine',
    listPath: paths.productLineUpload,
    detailPath: paths.productLineUploadDetail,
    ...RECORD_UPLOAD_TABLE,
    success: { kind: 'toast', message: 'uploads.success.productLines' },
    templateLabel: 'uploads.template.productLine',
  },
  gift_claim: {
    category: 'gift_claim',
    tableLabel: 'uploads.table.giftClaim',
    name: 'uploads.category.giftClaim',
    listHeading: 'uploads.listUploadData',
    title: 'title.giftClaim',
    listPath: paths.giftClaimUpload,
    detailPath: paths.giftClaimUploadDetail,
    columns: ['id', 'uploadBy', 'division', 'status', 'lastUpdate', 'success', 'invalid', 'action'],
    filters: ['id', 'uploadBy', 'division', 'lastUpdate', 'status'],
    success: { kind: 'dialog', message: 'uploads.success.data' },
    templateLabel: 'uploads.template.giftClaim',
  },
};

/** The toast shown when an upload call fails (spec part 1 section 8). */
export const UPLOAD_FAILED_MESSAGE: MessageId = 'uploads.failed';

/** What an upload's receipt says at once, until the outcome of its processing takes its place (uploadWatchWork). */
export const CHECKING_ROWS: MessageId = 'uploads.watch.checking';
