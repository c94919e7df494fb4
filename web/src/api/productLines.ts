import type { AxiosInstance } from 'axios';
import type { FieldEntry, RecordMap } from './fieldEntries';

/** The product-line calls of spec part 1 section 7. */

export const PRODUCT_LINES_PATH = '/api/product-lines';

export type ProductLineFilterProperty = 'code' | 'model_code' | 'model_description' | 'value';

export interface ProductLineFilter {
  property: ProductLineFilterProperty;
  /** Whole value, matched case-insensitively. */
  value: string;
}

/** Product-line id → its field entries (code, value, model_code, model_description). */
export type ProductLineRecords = RecordMap;

/** GET and POST /api/product-lines. */
export interface ProductLineListResponse {
  data: { product_lines: ProductLineRecords };
}

/** An entry as the PUT sends it: like a customer entry, without table_data_id and order_number. */
export type ProductLineEntryUpdate = Omit<FieldEntry, 'table_data_id' | 'order_number'>;

/** PUT /api/product-lines/{id}. */
export interface ProductLineUpdateRequest {
  product_line: ProductLineEntryUpdate[];
}

export interface ProductLineUpdateResponse {
  message: string;
  data: { product_line: FieldEntry[] };
}

export interface ProductLineDeleteResponse {
  message: string;
}

export function createProductLinesApi(http: AxiosInstance) {
  const path = (id: string) => `${PRODUCT_LINES_PATH}/${encodeURIComponent(id)}`;
  return {
    async list(): Promise<ProductLineRecords> {
      const response = await http.get<ProductLineListResponse>(PRODUCT_LINES_PATH);
      return response.data.data.product_lines;
    },

    async filter(filters: ProductLineFilter[]): Promise<ProductLineRecords> {
      const response = await http.post<ProductLineListResponse>(PRODUCT_LINES_PATH, { filters });
      return response.data.data.product_lines;
    },

    async update(id: string, productLine: ProductLineEntryUpdate[]): Promise<ProductLineUpdateResponse> {
      const body: ProductLineUpdateRequest = { product_line: productLine };
      const response = await http.put<ProductLineUpdateResponse>(path(id), body);
      return response.data;
    },

    async remove(id: string): Promise<ProductLineDeleteResponse> {
      const response = await http.delete<ProductLineDeleteResponse>(path(id));
      return response.data;
    },
  };
}

export type ProductLinesApi = ReturnType<typeof createProductLinesApi>;
