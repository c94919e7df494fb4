import { Faker, base, en, id_ID } from '@faker-js/faker';
import { PRODUCT_LINE_COLUMNS } from '../state/records/columns.js';
import { insertRecord, type RecordTable } from '../state/records/recordTable.js';

export interface CatalogueModel {
  /** The customer's `product_line_alpha_-_numeric`; unique. */
  code: string;
  label: string;
  modelCode: string;
  modelDescription: string;
  brandCode: string;
  /** The customer's `pnc_number`. */
  pnc: string;
}

interface Family {
  label: string;
  prefix: string;
  brand: string;
  models: [modelCode: string, description: string][];
}

const FAMILIES: readonly Family[] = [
  {
    label: 'Washing Machine Front Load',
    prefix: 'WMF',
    brand: 'ELX',
    models: [
      ['EWF8024D3WB', '8kg UltimateCare 300 Front Load Washer'],
      ['EWF9024P5WB', '9kg UltimateCare 500 Front Load Washer'],
      ['EWF1024P5WB', '10kg UltimateCare 500 Front Load Washer'],
      ['EWW8024D3WB', '8/5kg UltimateCare 300 Washer Dryer'],
    ],
  },
  {
    label: 'Washing Machine Top Load',
    prefix: 'WMT',
    brand: 'ELX',
    models: [
      ['EWT8588H1WA', '8.5kg Top Load Washer'],
      ['EWT1066ESWA', '10kg Top Load Washer'],
      ['EWT0862FDWA', '8kg DuoWash Top Load Washer'],
    ],
  },
  {
    label: 'Clothes Dryer',
    prefix: 'DRY',
    brand: 'ELX',
    models: [
      ['EDV805JQWA', '8kg Vented Dryer'],
      ['EDH803Q7WB', '8kg Heat Pump Dryer'],
    ],
  },
  {
    label: 'Refrigerator Two Door',
    prefix: 'RF2',
    brand: 'ELX',
    models: [
      ['ETB3400J-A', '320L Top Mount Refrigerator'],
      ['ETB2100PE', '210L Top Mount Refrigerator'],
      ['ETE5722BA', '570L Top Mount Refrigerator'],
    ],
  },
  {
    label: 'Refrigerator Side by Side',
    prefix: 'RSS',
    brand: 'ELX',
    models: [
      ['ESE6600A-B', '620L Side by Side Refrigerator'],
      ['EQE6909A-B', '680L French Door Refrigerator'],
    ],
  },
  {
    label: 'Refrigerator One Door',
    prefix: 'RF1',
    brand: 'FGD',
    models: [
      ['EUM0930AD-ID', '90L Mini Bar Refrigerator'],
      ['ERT1700BB', '170L One Door Refrigerator'],
    ],
  },
  {
    label: 'Air Conditioner Split',
    prefix: 'ACS',
    brand: 'ELX',
    models: [
      ['ESV09CRR-C7', '1 PK Split Inverter Air Conditioner'],
      ['ESV12CRR-C7', '1.5 PK Split Inverter Air Conditioner'],
      ['ESM09CRO-A3', '1 PK Split Standard Air Conditioner'],
    ],
  },
  {
    label: 'Chest Freezer',
    prefix: 'FRZ',
    brand: 'FGD',
    models: [
      ['ECM2500WA', '250L Chest Freezer'],
      ['EFR1400W', '140L Chest Freezer'],
    ],
  },
  {
    label: 'Cooker Hood',
    prefix: 'CHD',
    brand: 'AEG',
    models: [
      ['EFC635SAR', '60cm Chimney Cooker Hood'],
      ['EFT7516X', '75cm Slimline Cooker Hood'],
    ],
  },
  {
    label: 'Built-in Oven',
    prefix: 'OVN',
    brand: 'AEG',
    models: [
      ['KOIGH00X', '72L Built-in Multifunction Oven'],
      ['EOB3434BOX', '74L Built-in Electric Oven'],
    ],
  },
  {
    label: 'Gas Hob',
    prefix: 'HOB',
    brand: 'ELX',
    models: [
      ['EHG7230BE', '70cm 3-Burner Gas Hob'],
      ['KGG7536K', '75cm 5-Burner Gas Hob'],
    ],
  },
  {
    label: 'Microwave Oven',
    prefix: 'MWO',
    brand: 'ELX',
    models: [
      ['EMM20K18GW', '20L Solo Microwave Oven'],
      ['EMS3087X', '30L Grill Microwave Oven'],
    ],
  },
  {
    label: 'Vacuum Cleaner',
    prefix: 'VAC',
    brand: 'ELX',
    models: [
      ['PF91-6BWF', 'Pure F9 Cordless Stick Vacuum'],
      ['EC31-2IG', 'Ergorapido 2-in-1 Stick Vacuum'],
      ['Z1231', 'Ergospace Bagged Vacuum'],
    ],
  },
  {
    label: 'Water Dispenser',
    prefix: 'WDP',
    brand: 'FGD',
    models: [
      ['EQACF01TXWP', 'Hot and Cold Water Dispenser'],
      ['EQAXF01BXSI', 'Bottom Load Water Dispenser'],
    ],
  },
  {
    label: 'Air Purifier',
    prefix: 'APF',
    brand: 'AEG',
    models: [['PA91-406GY', 'Pure A9 Air Purifier 60 sqm']],
  },
  {
    label: 'Dishwasher',
    prefix: 'DSW',
    brand: 'AEG',
    models: [['ESF5512LOX', '60cm Freestanding Dishwasher']],
  },
];

export const CATALOGUE: readonly CatalogueModel[] = FAMILIES.flatMap((family, familyIndex) =>
  family.models.map(([modelCode, modelDescription], index) => ({
    code: `${family.prefix}${String(index + 1).padStart(2, '0')}`,
    label: family.label,
    modelCode,
    modelDescription,
    brandCode: family.brand,
    pnc: `9${String(11 + familyIndex).padStart(2, '0')} ${String(100 + index * 37).padStart(3, '0')} ${String(
      (familyIndex * 131 + index * 17) % 1000,
    ).padStart(3, '0')}`,
  })),
);

/** One per area, so another area's generator cannot shift this one's data. */
export function areaFaker(seed: number, area: number): Faker {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed([seed, area]);
  return faker;
}

export const DAY_MS = 24 * 3600 * 1000;

/** What the API sends as updated_at. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

export function seedProductLines(table: RecordTable, options: { seed: number; now: Date }): CatalogueModel[] {
  const faker = areaFaker(options.seed, 1);
  const now = options.now.getTime();
  for (const model of CATALOGUE) {
    const updatedAt = isoSeconds(now - faker.number.int({ min: 30 * DAY_MS, max: 240 * DAY_MS }));
    insertRecord(
      table,
      PRODUCT_LINE_COLUMNS,
      {
        code: model.code,
        value: model.label,
        model_code: model.modelCode,
        model_description: model.modelDescription,
      },
      updatedAt,
    );
  }
  return [...CATALOGUE];
}
