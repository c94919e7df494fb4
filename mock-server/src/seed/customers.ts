import type { Faker } from '@faker-js/faker';
import { id_ID } from '@faker-js/faker';
import { CUSTOMER_COLUMNS } from '../state/records/columns.js';
import { insertRecord, type RecordTable, type RecordValues } from '../state/records/recordTable.js';
import { DAY_MS, areaFaker, isoSeconds, type CatalogueModel } from './productLines.js';

// A person can place several orders, so names and cities repeat and the filters have something to find. Built
// for volume (100,000 in a few seconds): fixed pools and word lists, no faker templates.

interface City {
  name: string;
  postcode: number;
  weight: number;
}

const CITIES: readonly City[] = [
  { name: 'Jakarta Selatan', postcode: 12100, weight: 9 },
  { name: 'Jakarta Barat', postcode: 11400, weight: 7 },
  { name: 'Jakarta Timur', postcode: 13400, weight: 7 },
  { name: 'Jakarta Utara', postcode: 14200, weight: 5 },
  { name: 'Jakarta Pusat', postcode: 10100, weight: 4 },
  { name: 'Tangerang', postcode: 15100, weight: 6 },
  { name: 'Bekasi', postcode: 17100, weight: 6 },
  { name: 'Depok', postcode: 16400, weight: 4 },
  { name: 'Bogor', postcode: 16100, weight: 4 },
  { name: 'Bandung', postcode: 40100, weight: 7 },
  { name: 'Semarang', postcode: 50100, weight: 4 },
  { name: 'Yogyakarta', postcode: 55200, weight: 3 },
  { name: 'Surabaya', postcode: 60200, weight: 7 },
  { name: 'Malang', postcode: 65100, weight: 3 },
  { name: 'Denpasar', postcode: 80200, weight: 3 },
  { name: 'Medan', postcode: 20100, weight: 5 },
  { name: 'Palembang', postcode: 30100, weight: 3 },
  { name: 'Pekanbaru', postcode: 28200, weight: 2 },
  { name: 'Batam', postcode: 29400, weight: 2 },
  { name: 'Balikpapan', postcode: 76100, weight: 2 },
  { name: 'Makassar', postcode: 90200, weight: 3 },
  { name: 'Manado', postcode: 95100, weight: 1 },
];

export const CUSTOMER_CITIES: readonly string[] = CITIES.map((city) => city.name);

interface ServiceProvider {
  code: string;
  name: string;
  /** A prefix ends in '*'. */
  covers: string[];
}

export const SERVICE_PROVIDERS: readonly ServiceProvider[] = [
  { code: 'ASP-JKT01', name: 'PT Mitra Servis Jakarta', covers: ['Jakarta*'] },
  {
    code: 'ASP-JKT02',
    name: 'CV Teknik Prima Jabodetabek',
    covers: ['Jakarta*', 'Tangerang', 'Bekasi', 'Depok', 'Bogor'],
  },
  { code: 'ASP-BDG01', name: 'PT Bandung Elektrindo Servis', covers: ['Bandung'] },
  { code: 'ASP-JTG01', name: 'CV Sinar Teknik Jawa Tengah', covers: ['Semarang', 'Yogyakarta'] },
  { code: 'ASP-JTM01', name: 'PT Surya Servis Jawa Timur', covers: ['Surabaya', 'Malang'] },
  { code: 'ASP-BAL01', name: 'CV Bali Teknik Mandiri', covers: ['Denpasar'] },
  {
    code: 'ASP-SUM01',
    name: 'PT Sumatera Servis Utama',
    covers: ['Medan', 'Palembang', 'Pekanbaru', 'Batam'],
  },
  { code: 'ASP-KAL01', name: 'CV Borneo Teknik Elektrik', covers: ['Balikpapan'] },
  { code: 'ASP-SUL01', name: 'PT Celebes Servis Elektronik', covers: ['Makassar', 'Manado'] },
];

const STREETS = [
  'Jl. Jenderal Sudirman',
  'Jl. M.H. Thamrin',
  'Jl. Gatot Subroto',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Gajah Mada',
  'Jl. Hayam Wuruk',
  'Jl. Merdeka',
  'Jl. Asia Afrika',
  'Jl. Pemuda',
  'Jl. Veteran',
  'Jl. Pahlawan',
  'Jl. Kartini',
  'Jl. Imam Bonjol',
  'Jl. Teuku Umar',
  'Jl. Pattimura',
  'Jl. Sultan Hasanuddin',
  'Jl. Cendana',
  'Jl. Melati',
  'Jl. Mawar',
  'Jl. Kenanga',
  'Jl. Anggrek',
  'Jl. Flamboyan',
  'Jl. Cempaka Putih',
  'Jl. Dahlia',
  'Jl. Kebon Jeruk',
  'Jl. Kemang Raya',
  'Jl. Raya Bogor',
  'Jl. Margonda Raya',
  'Jl. Pangeran Antasari',
  'Jl. Panglima Polim',
  'Jl. Fatmawati',
  'Jl. Cik Di Tiro',
  'Jl. Dr. Sutomo',
  'Jl. Basuki Rahmat',
  'Jl. Sisingamangaraja',
];

type Weighted<T> = readonly [T, number][];

const CALL_TYPES: Weighted<string> = [
  ['Repair', 45],
  ['Installation', 25],
  ['Maintenance', 20],
  ['Inspection', 10],
];

type CallStatus = 'Closed' | 'In Progress' | 'Pending' | 'Open' | 'Cancelled';
const CALL_STATUSES: Weighted<CallStatus> = [
  ['Closed', 55],
  ['In Progress', 12],
  ['Pending', 13],
  ['Open', 12],
  ['Cancelled', 8],
];

const ACTIONS_DONE: Record<string, readonly string[]> = {
  Repair: [
    'Replaced drain pump',
    'Replaced main PCB',
    'Replaced door seal',
    'Replaced compressor relay',
    'Cleaned condenser and recharged refrigerant',
    'Replaced heating element',
    'Replaced motor carbon brushes',
    'Replaced thermostat',
  ],
  Installation: ['Unit installed and tested', 'Unit installed, customer briefed on use'],
  Maintenance: ['Routine cleaning and check-up', 'Filter cleaned and unit tested'],
  Inspection: ['Unit inspected, no fault found', 'Unit inspected, usage advice given'],
};
const ACTIONS_IN_PROGRESS = ['Diagnosis in progress', 'Waiting for technician report'];
const ACTIONS_PENDING = ['Spare part ordered', 'Visit rescheduled', 'Quotation sent to customer'];
const PENDING_REASONS = [
  'Waiting for spare part',
  'Customer not at home',
  'Waiting for customer approval of quotation',
  'Rescheduled by customer',
];

const ROUTES: Weighted<string> = [
  ['On Site', 70],
  ['Carry In', 20],
  ['Pick Up and Delivery', 8],
  ['', 2],
];
const COVERAGE: Weighted<string> = [
  ['In Warranty', 50],
  ['Out of Warranty', 30],
  ['Extended Warranty', 15],
  ['Service Contract', 5],
];
const RECEIVED_BY: Weighted<string> = [
  ['Call Center', 45],
  ['WhatsApp', 25],
  ['Website', 10],
  ['Email', 8],
  ['Dealer', 7],
  ['Walk In', 5],
];
const PRIORITIES: Weighted<string> = [
  ['Normal', 65],
  ['High', 20],
  ['Urgent', 7],
  ['Low', 8],
];
/** Indonesian mobile prefixes (Telkomsel, Indosat, XL, Tri, Smartfren). */
const MOBILE_PREFIXES = [
  '0811',
  '0812',
  '0813',
  '0821',
  '0822',
  '0852',
  '0853',
  '0856',
  '0857',
  '0817',
  '0818',
  '0819',
  '0877',
  '0878',
  '0895',
  '0896',
  '0881',
  '0882',
];

function weightedPicker<T>(faker: Faker, entries: Weighted<T>): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) cumulative.push((total += weight));
  return () => {
    const draw = faker.number.int({ min: 0, max: total - 1 });
    let index = 0;
    while (cumulative[index]! <= draw) index += 1;
    return entries[index]![0];
  };
}

function pick<T>(faker: Faker, items: readonly T[]): T {
  return items[faker.number.int({ min: 0, max: items.length - 1 })]!;
}

function chance(faker: Faker, percent: number): boolean {
  return faker.number.int({ min: 0, max: 99 }) < percent;
}

interface Person {
  name: string;
  mobile: string;
  city: City;
  address: string;
}

function makePeople(faker: Faker, count: number): Person[] {
  const names = id_ID.person!;
  const male = { first: names.first_name!.male!, last: names.last_name!.male! };
  const female = { first: names.first_name!.female!, last: names.last_name!.female! };
  const pickCity = weightedPicker(
    faker,
    CITIES.map((city) => [city, city.weight] as const),
  );
  const mobiles = new Set<string>();
  const people: Person[] = [];
  for (let index = 0; index < count; index += 1) {
    const lists = chance(faker, 50) ? male : female;
    const first = pick(faker, lists.first);
    // Many Indonesians use one name, or two given names; most here have a family name too.
    const roll = faker.number.int({ min: 0, max: 99 });
    const name =
      roll < 10
        ? first
        : roll < 25
          ? `${first} ${pick(faker, lists.first)}`
          : `${first} ${pick(faker, lists.last)}`;
    let mobile: string;
    do {
      mobile = `${pick(faker, MOBILE_PREFIXES)}${faker.number.int({ min: 1_000_000, max: 99_999_999 })}`;
    } while (mobiles.has(mobile));
    mobiles.add(mobile);
    const city = pickCity();
    const address = chance(faker, 3)
      ? ''
      : `${pick(faker, STREETS)} No. ${faker.number.int({ min: 1, max: 250 })}, ${city.name} ${
          city.postcode + faker.number.int({ min: 0, max: 99 })
        }`;
    people.push({ name, mobile, city, address });
  }
  return people;
}

function providersFor(city: string): ServiceProvider[] {
  return SERVICE_PROVIDERS.filter((provider) =>
    provider.covers.some((cover) =>
      cover.endsWith('*') ? city.startsWith(cover.slice(0, -1)) : cover === city,
    ),
  );
}

function makeEngineers(faker: Faker): Map<string, string[]> {
  const names = id_ID.person!;
  const engineers = new Map<string, string[]>();
  for (const provider of SERVICE_PROVIDERS) {
    const crew: string[] = [];
    const size = faker.number.int({ min: 3, max: 5 });
    while (crew.length < size) {
      const name = `${pick(faker, names.first_name!.male!)} ${pick(faker, names.last_name!.male!)}`;
      if (!crew.includes(name)) crew.push(name);
    }
    engineers.set(provider.code, crew);
  }
  return engineers;
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const HOUR_MS = 3600 * 1000;

/** Deterministic for a given seed, every date in the past relative to `now`. */
export function seedCustomers(
  table: RecordTable,
  options: { seed: number; now: Date; count: number; catalogue: readonly CatalogueModel[] },
): void {
  const { count, catalogue } = options;
  if (count === 0) return;
  if (catalogue.length === 0) throw new Error('customers need product lines to refer to');
  const faker = areaFaker(options.seed, 2);
  const now = options.now.getTime();
  const people = makePeople(faker, Math.max(20, Math.ceil(count * 0.7)));
  const engineers = makeEngineers(faker);
  const providersByCity = new Map(CITIES.map((city) => [city.name, providersFor(city.name)]));
  const callType = weightedPicker(faker, CALL_TYPES);
  const callStatus = weightedPicker(faker, CALL_STATUSES);
  const route = weightedPicker(faker, ROUTES);
  const coverage = weightedPicker(faker, COVERAGE);
  const receivedBy = weightedPicker(faker, RECEIVED_BY);
  const priority = weightedPicker(faker, PRIORITIES);

  for (let index = 0; index < count; index += 1) {
    const person = pick(faker, people);
    const model = pick(faker, catalogue);
    const type = callType();
    const status = callStatus();
    const provider = pick(faker, providersByCity.get(person.city.name)!);
    const received = now - faker.number.int({ min: DAY_MS, max: 200 * DAY_MS });

    let attended: number | null = null;
    let closed: number | null = null;
    if (status !== 'Open') {
      attended = Math.min(received + faker.number.int({ min: 2 * HOUR_MS, max: 5 * DAY_MS }), now - HOUR_MS);
    }
    if ((status === 'Closed' || status === 'Cancelled') && attended !== null) {
      closed = Math.min(attended + faker.number.int({ min: HOUR_MS, max: 3 * DAY_MS }), now - HOUR_MS);
    }
    const lastEvent = closed ?? attended ?? received;
    const updated = Math.min(lastEvent + faker.number.int({ min: 0, max: 2 * DAY_MS }), now - 60_000);

    let actionTaken = '';
    if (status === 'Closed') actionTaken = pick(faker, ACTIONS_DONE[type]!);
    else if (status === 'In Progress') actionTaken = pick(faker, ACTIONS_IN_PROGRESS);
    else if (status === 'Pending') actionTaken = pick(faker, ACTIONS_PENDING);
    else if (status === 'Cancelled') actionTaken = 'Cancelled at customer request';

    const receivedDate = new Date(received);
    const values: RecordValues = {
      customer_name: person.name,
      mobile_no: person.mobile,
      call_type: type,
      service_order_no: `SO${String(receivedDate.getUTCFullYear() % 100).padStart(2, '0')}${String(
        receivedDate.getUTCMonth() + 1,
      ).padStart(2, '0')}${String(index + 1).padStart(6, '0')}`,
      model_code: model.modelCode,
      city: person.city.name,
      closure_date: closed === null ? '' : day(closed),
      call_status: status,
      attended_time: attended === null ? '' : isoSeconds(attended),
      action_taken: actionTaken,
      engineer_name: status === 'Open' ? '' : pick(faker, engineers.get(provider.code)!),
      reason_for_pending: status === 'Pending' ? pick(faker, PENDING_REASONS) : '',
      service_provider_name: provider.name,
      service_provider_code: provider.code,
      address: person.address,
      'product_line_alpha_-_numeric': model.code,
      model_description: model.modelDescription,
      brand_code: model.brandCode,
      route: route(),
      coverage_type: type === 'Installation' ? 'In Warranty' : coverage(),
      pnc_number: chance(faker, 2) ? '' : model.pnc,
      machine_serial_no: chance(faker, 3)
        ? ''
        : String(faker.number.int({ min: 10_000_000, max: 99_999_999 })),
      service_order_received_by: receivedBy(),
      call_priority: priority(),
    };
    insertRecord(table, CUSTOMER_COLUMNS, values, isoSeconds(updated));
  }
}
