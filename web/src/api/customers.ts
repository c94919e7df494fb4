import type { AxiosInstance } from 'axios';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './apiError';
import type { Language } from '../i18n/i18n';
import type { FieldEntry } from './fieldEntries';

/** Spec part 1 section 7. */

export const CUSTOMERS_PATH = '/api/customers';

export type CustomerFilterProperty =
  'customer_name' | 'mobile_no' | 'service_order_no' | 'call_type' | 'model_code' | 'city' | 'updated_at';

export interface CustomerFilter {
  property: CustomerFilterProperty;
  /** Matched case-insensitively; updated_at as YYYY-MM-DD. */
  value: string;
}

/** POST /api/customers/{id}. */
export interface CustomerDetailResponse {
  data: { customer: FieldEntry[] };
}

/** PUT /api/customers/{id}. */
export interface CustomerUpdateRequest {
  customer: FieldEntry[];
}

export interface CustomerUpdateResponse {
  message: string;
  data: { customer: FieldEntry[] };
}

/** DELETE /api/customers/{id}. */
export interface CustomerDeleteResponse {
  message: string;
}

export function createCustomersApi(http: AxiosInstance) {
  const path = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
  return {
    async detail(id: string): Promise<FieldEntry[]> {
      const response = await http.post<CustomerDetailResponse>(path(id));
      return response.data.data.customer;
    },

    async update(id: string, customer: FieldEntry[]): Promise<CustomerUpdateResponse> {
      const body: CustomerUpdateRequest = { customer };
      const response = await http.put<CustomerUpdateResponse>(path(id), body);
      return response.data;
    },

    async remove(id: string): Promise<CustomerDeleteResponse> {
      const response = await http.delete<CustomerDeleteResponse>(path(id));
      return response.data;
    },
  };
}

export interface CustomerListRequest {
  token: string;
  /** null: the whole list (GET); a list: the filter call (POST), even when empty. */
  filters: CustomerFilter[] | null;
  baseUrl?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** The worker has no catalogue, so the screen says which; absent (a contract test's call): none is sent. */
  language?: Language;
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    // JSON or not, the error catalogue (apiError.ts) reads the server's message out of it.
    return await response.text();
  } catch {
    return undefined;
  }
}

/**
 * The list calls made with fetch, for the list's worker: about 5.5 KB per customer, so the body is streamed off
 * the main thread (customerListScanner.ts). Returns the response with its body unread; rejects with an ApiError.
 */
export async function openCustomerList(request: CustomerListRequest): Promise<Response> {
  const doFetch = request.fetch ?? fetch;
  const url = `${request.baseUrl ?? ''}${CUSTOMERS_PATH}`;
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    Authorization: `Bearer ${request.token}`,
    ...(request.language ? { 'Accept-Language': request.language } : {}),
  };
  let response: Response;
  try {
    response =
      request.filters === null
        ? await doFetch(url, { method: 'GET', headers, signal: request.signal })
        : await doFetch(url, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ filters: request.filters }),
            signal: request.signal,
          });
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throw error;
    throw new ApiError(null, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, await errorBody(response));
  return response;
}
