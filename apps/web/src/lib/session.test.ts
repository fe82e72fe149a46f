import { afterEach, describe, expect, it } from 'vitest';
import { readSession } from './session';
import { AUTH_TOKEN_KEY, USER_KEY } from './storage-keys';

afterEach(() => localStorage.clear());

describe('the stored session', () => {
  it('is read back when both the token and the user are there', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't');
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ _id: 'u1', phone: '9000000001', role: 'staff' }),
    );
    expect(readSession()).toEqual({
      token: 't',
      user: { _id: 'u1', phone: '9000000001', role: 'staff' },
    });
  });

  it.each(['undefined', 'null', '"text"', '{}', '{"_id":1}', '{not json'])(
    'is no session when the user reads %s',
    (user) => {
      localStorage.setItem(AUTH_TOKEN_KEY, 't');
      localStorage.setItem(USER_KEY, user);
      expect(readSession()).toBeNull();
    },
  );
});
