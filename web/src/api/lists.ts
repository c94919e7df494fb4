import type { AxiosInstance } from 'axios';
import { TOKEN_BEARER } from './templates';

/** GET /api/lists (spec part 2 section 7): customer fields, cities and service types (call_type). */

export interface CustomerField {
  key: string;
  value: string;
}

export function createListsApi(http: AxiosInstance) {
  return {
    async customerFields(): Promise<CustomerField[]> {
      const response = await http.get<{ data: { list: CustomerField[] } }>('/api/lists', {
        params: { property: 'customer.fields' },
        headers: TOKEN_BEARER,
      });
      return response.data.data.list;
    },

    async values(property: 'city' | 'call_type'): Promise<string[]> {
      const response = await http.get<{ data: { list: { value: string }[] } }>('/api/lists', {
        params: { property },
        headers: TOKEN_BEARER,
      });
      return response.data.data.list.map((item) => item.value);
    },
  };
}
