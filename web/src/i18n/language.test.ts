import { LANGUAGE_STORAGE_KEY, rememberedLanguage, rememberLanguage, startLanguage } from './language';

/** A Storage that refuses every call, as a browser's private mode or a full quota may. */
const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the remembered language', () => {
  it("starts in the browser's remembered choice, else in the deployment's default (/config.js)", () => {
    expect(startLanguage(window.localStorage, 'en')).toBe('en');
    expect(startLanguage(window.localStorage, 'id')).toBe('id');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(startLanguage(window.localStorage, 'id')).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id');
    expect(startLanguage(window.localStorage, 'en')).toBe('id');
  });

  it('remembers a choice under crm.language, and reads it back', () => {
    expect(rememberedLanguage(window.localStorage)).toBeUndefined();
    rememberLanguage(window.localStorage, 'id');
    expect(window.localStorage.getItem('crm.language')).toBe('id');
    expect(rememberedLanguage(window.localStorage)).toBe('id');
  });

  it('ignores a value that is not one of the languages (the default applies)', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(rememberedLanguage(window.localStorage)).toBeUndefined();
    expect(startLanguage(window.localStorage, 'id')).toBe('id');
  });

  it('a storage that refuses is no failure: nothing is remembered, the default applies', () => {
    expect(() => rememberLanguage(refusing, 'id')).not.toThrow();
    expect(rememberedLanguage(refusing)).toBeUndefined();
    expect(startLanguage(refusing, 'id')).toBe('id');
  });
});
