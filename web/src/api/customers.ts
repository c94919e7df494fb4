import type { AxiosInstance } from 'axios';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './apiError';
import type { FieldEntry, RecordMap } from './fieldEntries';
import { leadingMembers } from '../lib/jsonPrefix';

/** The customer calls of spec part 1 section 7. */

export const CUSTOMERS_PATH = '/api/customers';

/** Keys the filter call accepts (spec part 1 section 7). */
export type CustomerFilterProperty =
  'customer_name' | 'mobile_no' | 'service_order_no' | 'call_type' | 'model_code' | 'city' | 'updated_at';

export interface CustomerFilter {
  property: CustomerFilterProperty;
  /** Whole value (matched case-insensitively); updated_at as YYYY-MM-DD. */
  value: string;
}

/** Customer id → its field entries. */
export type CustomerRecords = RecordMap;

/** GET /api/customers and POST /api/customers. */
export interface CustomerListResponse {
  data: { customers: CustomerRecords };
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

/** Detail, edit and delete, over the app's bearer axios instance. */
export function createCustomersApi(http: AxiosInstance) {
  const path = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
  return {
    /** One customer's field entries. */
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

export type CustomersApi = ReturnType<typeof createCustomersApi>;

export interface CustomerListRequest {
  /** The bearer access token. */
  token: string;
  /** null: the whole list (GET); a list: the filter call (POST), even when empty. */
  filters: CustomerFilter[] | null;
  /** '' on the app's own origin. */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Called once with the first customers as soon as they have arrived, before the rest is parsed. */
  onFirst?: { count: number; callback(records: [string, FieldEntry[]][]): void };
  fetch?: typeof fetch;
}

/** Stop looking for the first customers after this much text (a different shape, or huge entries). */
const FIRST_SCAN_LIMIT = 2 * 1024 * 1024;

async function errorBody(response: Response): Promise<unknown> {
  try {
    // JSON or not, the error catalogue (apiError.ts) reads the server's message out of it.
    return await response.text();
  } catch {
    return undefined;
  }
}

/**
 * The list calls (GET /api/customers, and the filter POST /api/customers) made with fetch, for the list's
 * Web Worker: the whole list is about 5.5 KB per customer (55 MB for 10,000), so it is downloaded, parsed and
 * reduced off the main thread. The body is read as a stream so that the first customers can be shown while
 * the rest arrives. Rejects with an ApiError carrying the same message the axios client would give.
 */
export async function fetchCustomerRecords(request: CustomerListRequest): Promise<CustomerRecords> {
  const response = await openCustomerList(request);
  return readCustomerRecords(response, request);
}

/**
 * Makes the list call (GET, or the filter POST) and returns the successful response with its body unread;
 * rejects with an ApiError for a failed call (the same message the axios client would give).
 */
export async function openCustomerList(
  request: Pick<CustomerListRequest, 'token' | 'filters' | 'baseUrl' | 'signal' | 'fetch'>,
): Promise<Response> {
  const doFetch = request.fetch ?? fetch;
  const url = `${request.baseUrl ?? ''}${CUSTOMERS_PATH}`;
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    Authorization: `Bearer ${request.token}`,
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

async function readCustomerRecords(
  response: Response,
  request: CustomerListRequest,
): Promise<CustomerRecords> {
  let text = '';
  const reader = response.body?.getReader();
  if (!reader) {
    text = await response.text();
  } else {
    const decoder = new TextDecoder();
    let first = request.onFirst;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (first) {
        const members = leadingMembers(text, ['data', 'customers'], first.count);
        if (members.length === first.count || text.length > FIRST_SCAN_LIMIT) {
          if (members.length) first.callback(members as [string, FieldEntry[]][]);
          first = undefined;
        }
      }
    }
    text += decoder.decode();
  }
  let body: Partial<CustomerListResponse> | null;
  try {
    body = JSON.parse(text) as Partial<CustomerListResponse> | null;
  } catch {
    throw new ApiError(response.status, 'The server sent a customer list that is not valid JSON.');
  }
  const customers = body?.data?.customers;
  if (!customers || typeof customers !== 'object' || Array.isArray(customers)) {
    throw new ApiError(response.status, 'The server sent a customer list without data.customers.');
  }
  return customers;
}
