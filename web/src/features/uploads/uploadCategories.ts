import type { UploadCategory } from '../../api/files';
import { paths } from '../../config/paths';

export type UploadColumn = 'id' | 'uploadBy' | 'division' | 'lastUpdate' | 'status' | 'action';

/** What differs between the three upload areas; the screens are otherwise one and the same. */
export interface UploadCategoryConfig {
  category: UploadCategory;
  /** Human name of the category (File Info card). */
  label: string;
  /** Heading of the upload list. */
  listHeading: string;
  listPath: string;
  detailPath: string;
  /** Column order of the upload list (the gift claim list puts Status before Last Update). */
  columns: readonly UploadColumn[];
  /** What a successful upload shows: a toast (customers, product lines) or a success dialog (gift claims). */
  success: { kind: 'toast' | 'dialog'; message: string };
  /** Label of the template download in the upload modal. */
  templateLabel: string;
}

export const UPLOAD_CATEGORIES: Record<UploadCategory, UploadCategoryConfig> = {
  customer: {
    category: 'customer',
    label: 'Customer',
    listHeading: 'Upload Data',
    listPath: paths.customerUpload,
    detailPath: paths.customerUploadDetail,
    columns: ['id', 'uploadBy', 'division', 'lastUpdate', 'status', 'action'],
    success: { kind: 'toast', message: 'Uploaded Customers Successfully' },
    templateLabel: 'Customer template (.xls)',
  },
  product_line: {
    category: 'product_line',
    label: 'Product Line',
    listHeading: 'Upload Data',
    listPath: paths.productLineUpload,
    detailPath: paths.productLineUploadDetail,
    columns: ['id', 'uploadBy', 'division', 'lastUpdate', 'status', 'action'],
    success: { kind: 'toast', message: 'Uploaded Product Lines Successfully' },
    templateLabel: 'Product line template (.xls)',
  },
  gift_claim: {
    category: 'gift_claim',
    label: 'Gift Claim',
    listHeading: 'List Upload Data',
    listPath: paths.giftClaimUpload,
    detailPath: paths.giftClaimUploadDetail,
    columns: ['id', 'uploadBy', 'division', 'status', 'lastUpdate', 'action'],
    success: { kind: 'dialog', message: 'Uploaded Data Successfully' },
    templateLabel: 'Gift claim template (.xls)',
  },
};

/** The toast shown when an upload call fails (spec part 1 section 8). */
export const UPLOAD_FAILED_MESSAGE = 'Something wrong. Try again later.';
