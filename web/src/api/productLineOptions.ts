import type { AxiosInstance } from 'axios';
import { entryValue } from './fieldEntries';
import { createProductLinesApi, type ProductLineRecords } from './productLines';

/**
 * Product lines read as options for the campaign screens: codes with their names and model codes.
 * The call itself is the product-lines module's GET /api/product-lines; this only reshapes its answer.
 */

export interface ProductLineOption {
  id: string;
  code: string;
  value: string;
  model_code: string;
  model_description: string;
}

export function toProductLineOptions(records: ProductLineRecords): ProductLineOption[] {
  return Object.entries(records).map(([id, entries]) => {
    const value = (key: string) => entryValue(entries, key).trim();
    return {
      id,
      code: value('code'),
      value: value('value'),
      model_code: value('model_code'),
      model_description: value('model_description'),
    };
  });
}

export function createProductLineOptionsApi(http: AxiosInstance) {
  const productLines = createProductLinesApi(http);
  return {
    async productLines(): Promise<ProductLineOption[]> {
      return toProductLineOptions(await productLines.list());
    },
  };
}
