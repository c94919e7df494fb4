import { MODULES } from './modules.js';

/**
 * The upload categories of the wire (spec part 1 section 8, part 2 section 2), named once for the web app and
 * the mock: the module that uploads it, the template's file name, the column whose value picks the record a row
 * updates, and the mock's table it fills. `giftclaim` is how part 2 of the spec also names gift claims.
 */
export const UPLOAD_CATEGORY_RULES = {
  customer: {
    module: MODULES.customerUpload,
    template: 'customer_template.xls',
    naturalKey: 'service_order_no',
    table: 'customers',
  },
  product_line: {
    module: MODULES.customerUpload,
    template: 'product_line_template.xls',
    naturalKey: 'code',
    table: 'productLines',
  },
  gift_claim: {
    module: MODULES.giftClaimUpload,
    template: 'gift_claim_template.xls',
    naturalKey: 'id_claim',
    table: 'giftClaims',
  },
} as const;
export type UploadCategory = keyof typeof UPLOAD_CATEGORY_RULES;

export const UPLOAD_CATEGORY_NAMES = Object.keys(UPLOAD_CATEGORY_RULES) as readonly UploadCategory[];

/** An upload's statuses: only the server moves them (execute → process → done | failed). */
export const UPLOAD_STATUSES = ['execute', 'process', 'done', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** What every upload record carries on the wire (POST /api/files/filter, POST /api/files). */
export interface UploadFields {
  uuid: string;
  category: UploadCategory;
  filename: string;
  /** Stored path of the original ('' when it could not be kept); its last segment is the download name. */
  file_path: string;
  invalid_file: { file_path: string } | null;
  num_of_success: number;
  num_of_failed: number;
  upload_by_user_name: string;
  upload_by_division_name: string;
  updated_at: string;
}

/** A report's statuses (spec part 2 section 4 names none; these are this backend's). */
export const REPORT_STATUSES = ['PENDING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
