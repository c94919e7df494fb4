// The catalogue check (scripts/checkCatalogues.mjs) finds each kind of problem, and passes the real catalogues.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  catalogueProblems,
  DOMAIN_CATALOGUE_DIR,
  readCatalogues,
  readSources,
  unusedKeys,
} from './checkCatalogues.mjs';

describe('message catalogue check', () => {
  it('passes the catalogues as they are', () => {
    assert.deepEqual(catalogueProblems(readCatalogues()), []);
  });

  it('reports a key missing in a translation, and a key only a translation has', () => {
    const problems = catalogueProblems({
      en: { 'a.one': 'One', 'a.two': 'Two' },
      id: { 'a.one': 'Satu', 'a.three': 'Tiga' },
    });
    assert.deepEqual(problems, ['id: missing "a.two" (in en)', 'id: "a.three" is not in en']);
  });

  it('reports a message that is not valid ICU, and a blank one', () => {
    const problems = catalogueProblems({
      en: { 'a.count': '{count, plural, one {# row} other {# rows}}', 'a.name': 'Hello' },
      id: { 'a.count': '{count, plural, other {# baris}', 'a.name': '  ' },
    });
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^id: "a.count" is not valid ICU/);
    assert.equal(problems[1], 'id: "a.name" is blank');
  });

  it('reports a translation that drops or renames a placeholder', () => {
    const problems = catalogueProblems({
      en: {
        'a.footer': 'Showing {from} - {to} of {total, number} entries',
        'b.reason': '{summary}: {reason}',
      },
      id: { 'a.footer': 'Menampilkan {from} - {to} entri', 'b.reason': '{summary}: {alasan}' },
    });
    assert.deepEqual(problems, [
      'id: "a.footer" has placeholders {from, to}, en has {from, to, total}',
      'id: "b.reason" has placeholders {alasan, summary}, en has {reason, summary}',
    ]);
  });

  it('reports keys out of order', () => {
    const problems = catalogueProblems({ en: { b: 'B', a: 'A' } });
    assert.deepEqual(problems, ['en: keys out of order from "b" (sort them)']);
  });

  it('reports keys no source names, and counts keys named quoted or through a template prefix as used', () => {
    const messages = { 'a.used': 'A', 'a.double': 'B', 'language.en': 'English', 'a.dead': 'D' };
    const sources = ["t('a.used')", 'const x = "a.double";', 't(`language.${code}`)'];
    assert.deepEqual(unusedKeys(messages, sources), ['a.dead']);
  });

  it('every message of the catalogues is used by the web app', () => {
    assert.deepEqual(unusedKeys(readCatalogues().en, readSources()), []);
  });

  it("the shared rules' catalogues (domain/src/messages) have no problem either", () => {
    assert.deepEqual(catalogueProblems(readCatalogues(DOMAIN_CATALOGUE_DIR)), []);
  });
});
