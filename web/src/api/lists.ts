import type { AxiosInstance } from 'axios';
import { tokenBearer } from './templates';

/** GET /api/lists (spec part 2 section 7): customer fields, cities and service types (call_type). */

export interface CustomerField {
  key: string;
  value: string;
}

export function createListsApi(http: AxiosInstance) {
  return {
    async customerFields(accessToken: string): Promise<CustomerField[]> {
      const response = await http.get<{ data: { list: CustomerField[] } }>('/api/lists', {
        params: { property: 'customer.fields' },
        headers: tokenBearer(accessToken),
      });
      return response.data.data.list;
    },

    async values(property: 'city' | 'call_type', accessToken: string): Promise<string[]> {
      const response = await http.get<{ data: { list: { value: string }[] } }>('/api/lists', {
        params: { property },
        headers: tokenBearer(accessToken),
      });
      return response.data.data.list.map((item) => item.value);
    },
  };
}
