import {
  mergeRefreshed,
  readStoredSession,
  SESSION_KEY,
  toStoredSession,
  writeStoredSession,
} from './sessionStorage';

const response = {
  access_token: 'a1',
  refresh_token: 'r1',
  expires_in: 3600,
  token_type: 'Bearer',
  user: {
    display_name: 'Ayu',
    applications: ['crm'],
    modules: ['crm.customer.list'],
    divisions: [{ id: 'd1', name: 'D' }],
  },
};

describe('stored session (local storage key "data")', () => {
  it('stores the whole response with created_at added', () => {
    const session = toStoredSession(response, Date.parse('2024-05-01T10:00:00Z'));
    writeStoredSession(localStorage, session);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) as string)).toEqual({
      ...response,
      created_at: '2024-05-01T10:00:00.000Z',
    });
    expect(readStoredSession(localStorage)).toEqual(session);
  });

  it.each([
    'not json',
    '{}',
    JSON.stringify({ ...response, created_at: 1 }),
    JSON.stringify({ ...response, user: null }),
  ])('reads %s as no session', (text) => {
    localStorage.setItem(SESSION_KEY, text);
    expect(readStoredSession(localStorage)).toBeNull();
  });

  it('a refresh keeps the session and replaces tokens and created_at', () => {
    const stored = toStoredSession(response, 0);
    const merged = mergeRefreshed(
      stored,
      { access_token: 'a2', refresh_token: 'r2', expires_in: 1800 },
      Date.parse('2024-05-01T11:00:00Z'),
    );
    expect(merged).toMatchObject({
      access_token: 'a2',
      refresh_token: 'r2',
      expires_in: 1800,
      created_at: '2024-05-01T11:00:00.000Z',
    });
    expect(merged.user).toEqual(response.user);
  });
});
