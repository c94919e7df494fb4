import type { AxiosInstance } from 'axios';

/**
 * GET /api/product-lines read as options for the campaign screens: product-line codes with their names and
 * model codes (part 1 section 7 shape: data.product_lines keyed by id, each a list of field entries).
 */

export interface ProductLineOption {
  id: string;
  code: string;
  value: string;
  model_code: string;
  model_description: string;
}

interface FieldEntry {
  key: string;
  value: string | null;
}

export function createProductLineOptionsApi(http: AxiosInstance) {
  return {
    async productLines(): Promise<ProductLineOption[]> {
      const response = await http.get<{ data: { product_lines: Record<string, FieldEntry[]> } }>(
        '/api/product-lines',
      );
      return Object.entries(response.data.data.product_lines).map(([id, entries]) => {
        const value = (key: string) => entries.find((entry) => entry.key === key)?.value?.trim() ?? '';
        return {
          id,
          code: value('code'),
          value: value('value'),
          model_code: value('model_code'),
          model_description: value('model_description'),
        };
      });
    },
  };
}

export type ProductLineOptionsApi = ReturnType<typeof createProductLineOptionsApi>;
