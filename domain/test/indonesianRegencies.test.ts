import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  readPackageRegencies,
  regencyNames,
  REGENCIES_FILE,
  renderRegencies,
} from '../scripts/generateIndonesianRegencies.js';

describe('src/indonesianRegencies.ts', () => {
  it('is what the generator makes of the installed idn-area-data (run generate:regencies after an update)', () => {
    const { version, csv } = readPackageRegencies();
    expect(readFileSync(REGENCIES_FILE, 'utf8')).toBe(renderRegencies(csv, version));
  });

  it('refuses a CSV it does not understand rather than writing a wrong list', () => {
    expect(() => regencyNames('id,name\n1,Bandung')).toThrow(/header/);
    expect(() => regencyNames('code,province_code,name\n32.73,32,"Kota, Bandung"')).toThrow(/line/);
    expect(regencyNames('code,province_code,name\r\n32.73,32,Kota Bandung\r\n')).toEqual(['Kota Bandung']);
  });
});
