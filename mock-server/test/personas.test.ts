import { PERSONAS as TEST_PERSONAS } from '@crm/fixtures';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../src/personas.js';

// The tests' personas (@crm/fixtures) are the login provider's: one username and display name each.
describe('personas', () => {
  it('the shared test personas are the login provider personas, name for name', () => {
    expect(Object.values(TEST_PERSONAS).map(({ username, name }) => ({ username, name }))).toEqual(
      PERSONAS.map(({ username, user }) => ({ username, name: user.display_name })),
    );
  });
});
