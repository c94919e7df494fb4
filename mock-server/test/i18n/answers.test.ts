import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordValues } from '../../src/state/records/recordTable.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

/**
 * Every way the mock answers with words speaks the language the request asks for (Accept-Language), and
 * English for any header that names no language of ours: each mechanism (the validator's own words and the
 * schemas' sentences, HttpError, the filter engine, the shared record rules, authentication and modules,
 * 404 / 405, Fastify's refusals, the lists of all problems at once), each over the whole range of headers.
 */

/** Headers that ask for English, or for nothing the mock speaks: English. */
const ENGLISH_HEADERS: readonly (string | undefined)[] = [
  undefined,
  '',
  'en',
  'en-US',
  'EN-gb',
  'fr',
  'de-DE, fr;q=0.9',
  '*',
  'id;q=0, en',
  'en;q=0.9, id;q=0.8',
  'zh, *;q=0.1',
  'id;q=abc',
  ';;;,,,',
  'x'.repeat(5000),
];
/** Headers that ask for Bahasa Indonesia (first, or of the highest weight among ours). */
const INDONESIAN_HEADERS: readonly string[] = [
  'id',
  'id-ID',
  'ID',
  'in',
  'fr, id;q=0.5',
  'en;q=0.4, id;q=0.8',
  'id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7',
  ' id ; q=1 ',
];

interface Case {
  name: string;
  request(app: FastifyInstance): InjectOptions;
  status: number;
  /** The message (or the list of all problems) in English and in Bahasa Indonesia. */
  en: string;
  id: string;
  /** What the answer says: its message (default), or its list of problems. */
  read?: (body: Record<string, unknown>) => unknown;
}

let ctx: TestApp;
const auth: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await makeApp({ campaignEngine: false });
  for (const persona of ['admin', 'marketer', 'viewer', 'approver'])
    auth[persona] = await bearer(ctx.app, persona);
});
afterAll(async () => {
  await ctx.close();
});

const customerId = (app: FastifyInstance) => Object.keys(app.store.state.customers.records)[0]!;
const productLines = (app: FastifyInstance) => Object.keys(app.store.state.productLines.records);
const finished = (app: FastifyInstance) =>
  app.store.state.campaigns.campaigns.find((campaign) => campaign.status === 'FINISHED')!;

const CASES: Case[] = [
  {
    name: 'a call without a token (the auth plugin)',
    request: () => ({ method: 'GET', url: '/api/campaigns' }),
    status: 401,
    en: 'Unauthorized: the access token is missing, invalid or expired',
    id: 'Tidak diizinkan: token akses tidak ada, tidak valid, atau kedaluwarsa',
  },
  {
    name: 'a module the user lacks (requireModules)',
    request: () => ({ method: 'GET', url: '/api/reports', headers: auth.viewer }),
    status: 403,
    en: 'Forbidden: this call requires one of the modules crm.report.list, crm.report.request',
    id: 'Akses ditolak: panggilan ini memerlukan salah satu modul crm.report.list, crm.report.request',
  },
  {
    name: 'modules that must all be held (requireAllModules)',
    request: () => ({
      method: 'POST',
      url: '/api/campaigns/state',
      headers: auth.marketer,
      payload: { state: 'ACCEPTED', campaign_id: 1 },
    }),
    status: 403,
    en: 'Forbidden: this call requires all of the modules crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop (missing crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop)',
    id: 'Akses ditolak: panggilan ini memerlukan semua modul crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop (belum dimiliki: crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop)',
  },
  {
    name: "the validator's own words (a value over its length)",
    request: () => ({
      method: 'POST',
      url: '/api/customers',
      headers: auth.admin,
      payload: { filters: [{ property: 'city', value: 'x'.repeat(501) }] },
    }),
    status: 400,
    en: 'Invalid request: filters[0].value must be at most 500 characters.',
    id: 'Permintaan tidak valid: filters[0].value paling banyak 500 karakter.',
  },
  {
    name: "a schema's own sentence (x-message)",
    request: () => ({ method: 'GET', url: '/api/campaigns/abc', headers: auth.admin }),
    status: 400,
    en: 'Campaign id must be a positive whole number.',
    id: 'Id kampanye harus berupa bilangan bulat positif.',
  },
  {
    name: 'an unknown filter name (the filter engine, through its schema)',
    request: () => ({
      method: 'POST',
      url: '/api/product-lines',
      headers: auth.admin,
      payload: { filters: [{ property: 'colour', value: 'red' }] },
    }),
    status: 400,
    en: 'Unknown filter property "colour" (filters[0]): use one of code, model_code, model_description, value',
    id: 'Filter property "colour" (filters[0]) tidak dikenal: gunakan salah satu dari code, model_code, model_description, value',
  },
  {
    name: 'a malformed filter value (a form of the filter engine)',
    request: () => ({
      method: 'POST',
      url: '/api/customers',
      headers: auth.admin,
      payload: { filters: [{ property: 'updated_at', value: '2024-02-30' }] },
    }),
    status: 400,
    en: 'filters[0]: updated_at must be a date as YYYY-MM-DD.',
    id: 'filters[0]: updated_at harus berupa tanggal dengan format YYYY-MM-DD.',
  },
  {
    name: 'a record that does not exist (HttpError 404)',
    request: () => ({ method: 'GET', url: '/api/campaigns/999999', headers: auth.admin }),
    status: 404,
    en: 'Campaign 999999 does not exist.',
    id: 'Kampanye 999999 tidak ada.',
  },
  {
    name: 'a product-line code another line holds (a 409)',
    request: (app) => {
      const [id, other] = productLines(app);
      const code = recordValues(app.store.state.productLines.records[other!]!).code!;
      return {
        method: 'PUT',
        url: `/api/product-lines/${id}`,
        headers: auth.admin,
        payload: { product_line: [{ key: 'code', value: code }] },
      };
    },
    status: 409,
    en: 'The code "{code}" is already used by product line {other}',
    id: 'Kode "{code}" sudah dipakai oleh lini produk {other}',
  },
  {
    name: 'a required field left empty (the record edit rules)',
    request: (app) => ({
      method: 'PUT',
      url: `/api/customers/${customerId(app)}`,
      headers: auth.admin,
      payload: { customer: [{ key: 'customer_name', value: ' ' }] },
    }),
    status: 400,
    en: 'Please fill out all fields to proceed: Name must not be empty',
    id: 'Harap isi semua kolom untuk melanjutkan: Nama tidak boleh kosong',
  },
  {
    name: 'a Contact that is no phone number (the shared customer rules of @crm/domain), with its field',
    request: (app) => ({
      method: 'PUT',
      url: `/api/customers/${customerId(app)}`,
      headers: auth.admin,
      payload: { customer: [{ key: 'mobile_no', value: 'abc' }] },
    }),
    status: 400,
    read: (body) => [body.message, body.errors],
    en: JSON.stringify([
      'Contact "abc" is not a valid phone number (8 to 15 digits)',
      [
        {
          field: 'mobile_no',
          label: 'Contact',
          message: 'Contact "abc" is not a valid phone number (8 to 15 digits)',
        },
      ],
    ]),
    id: JSON.stringify([
      'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
      [
        {
          field: 'mobile_no',
          label: 'Kontak',
          message: 'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
        },
      ],
    ]),
  },
  {
    name: 'a state change the status does not allow (a 409 of the status machine)',
    request: (app) => ({
      method: 'POST',
      url: '/api/campaigns/state',
      headers: auth.approver,
      payload: { state: 'ACCEPTED', campaign_id: finished(app).id },
    }),
    status: 409,
    en: "The campaign cannot be approved: its status is 'finished', and only a campaign that is 'waiting approval' can be approved.",
    id: "Kampanye tidak dapat disetujui: statusnya 'finished', dan hanya kampanye yang berstatus 'waiting approval' yang dapat disetujui.",
  },
  {
    name: 'every problem of a report request at once (x-all-errors)',
    request: () => ({
      method: 'POST',
      url: '/api/reports/request',
      headers: auth.marketer,
      payload: { client_id: ' ', campaign_name: 'x', channel_account_id: 'abc', request_status: [] },
    }),
    status: 400,
    read: (body) => body.errors,
    en: JSON.stringify([
      'client_id (the division) is required.',
      'channel_account_id must be a positive whole number.',
      'request_status must be a non-empty list of campaign statuses (initial, waiting approval, on going, proccessed, done, finished, rejected, stopped).',
    ]),
    id: JSON.stringify([
      'client_id (divisi) wajib diisi.',
      'channel_account_id harus berupa bilangan bulat positif.',
      'request_status harus berupa daftar status kampanye yang tidak kosong (initial, waiting approval, on going, proccessed, done, finished, rejected, stopped).',
    ]),
  },
  {
    name: "a new campaign's problems found in code (validateCampaignInput), every one at once",
    request: () => ({
      method: 'POST',
      url: '/api/campaigns',
      headers: auth.marketer,
      payload: {
        name: 'Promo',
        channel_account_id: 999999,
        template_id: 1,
        product_line: ['PL'],
        city: ['Bandung'],
        model_type: ['M'],
        service_type: ['Repair'],
        purchase_start_date: '2024-05-01',
        purchase_end_date: '2024-04-01',
      },
    }),
    status: 400,
    read: (body) => body.errors,
    en: JSON.stringify([
      'Channel account 999999 does not exist.',
      'Template 1 does not exist.',
      'purchase_start_date must not be after purchase_end_date.',
    ]),
    id: JSON.stringify([
      'Akun kanal 999999 tidak ada.',
      'Templat 1 tidak ada.',
      'purchase_start_date tidak boleh setelah purchase_end_date.',
    ]),
  },
  {
    name: 'a method the path does not serve (405)',
    request: () => ({ method: 'DELETE', url: '/api/campaigns', headers: auth.admin }),
    status: 405,
    en: 'Method DELETE is not allowed on /api/campaigns: use GET, HEAD, POST',
    id: 'Metode DELETE tidak diizinkan pada /api/campaigns: gunakan GET, HEAD, POST',
  },
  {
    name: 'a path nothing serves (404)',
    request: () => ({ method: 'GET', url: '/nothing-here.json', headers: { accept: 'application/json' } }),
    status: 404,
    en: 'Not found: GET /nothing-here.json',
    id: 'Tidak ditemukan: GET /nothing-here.json',
  },
  {
    name: 'a body that is not JSON',
    request: () => ({
      method: 'POST',
      url: '/api/customers',
      headers: { ...auth.admin, 'content-type': 'application/json' },
      payload: '{"filters": [',
    }),
    status: 400,
    en: 'The body is not valid JSON',
    id: 'Isi permintaan bukan JSON yang valid',
  },
  {
    name: "a body of a type the call does not take (Fastify's refusal)",
    request: () => ({
      method: 'POST',
      url: '/api/campaigns/filter',
      headers: { ...auth.admin, 'content-type': 'text/csv' },
      payload: 'a,b',
    }),
    status: 415,
    en: 'Unsupported Media Type: this call does not take a body of this type.',
    id: 'Jenis media tidak didukung: panggilan ini tidak menerima isi dengan jenis ini.',
  },
  {
    name: 'an upload that is no multipart form (the upload route)',
    request: () => ({ method: 'POST', url: '/api/files', headers: auth.admin, payload: { file: 'x' } }),
    status: 400,
    en: 'Send the upload as multipart/form-data with the fields file, category and division_id',
    id: 'Kirim unggahan sebagai multipart/form-data dengan kolom file, category, dan division_id',
  },
];

/** The expected words with the case's data filled in (a 409's code and record). */
function expected(app: FastifyInstance, words: string): string {
  if (!words.includes('{code}')) return words;
  const [, other] = productLines(app);
  const code = recordValues(app.store.state.productLines.records[other!]!).code!;
  return words.replace('{code}', code).replace('{other}', other!);
}

async function answer(testCase: Case, language: string | undefined) {
  const options = testCase.request(ctx.app);
  const headers = { ...(options.headers as Record<string, string>) };
  if (language !== undefined) headers['accept-language'] = language;
  const response = await ctx.app.inject({ ...options, headers });
  const body = response.json<Record<string, unknown>>();
  const said = testCase.read ? JSON.stringify(testCase.read(body)) : body.message;
  return { status: response.statusCode, said, vary: String(response.headers.vary ?? '') };
}

describe('the words of every answer, in the language asked for', () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s: English for every header naming no language of ours',
    async (_name, testCase) => {
      for (const language of ENGLISH_HEADERS) {
        const got = await answer(testCase, language);
        expect(got.status, String(language).slice(0, 40)).toBe(testCase.status);
        expect(got.said, String(language).slice(0, 40)).toBe(expected(ctx.app, testCase.en));
        expect(got.vary.toLowerCase()).toContain('accept-language');
      }
    },
  );

  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s: Bahasa Indonesia for every header asking for it',
    async (_name, testCase) => {
      for (const language of INDONESIAN_HEADERS) {
        const got = await answer(testCase, language);
        expect(got.status, language).toBe(testCase.status);
        expect(got.said, language).toBe(expected(ctx.app, testCase.id));
      }
    },
  );
});
