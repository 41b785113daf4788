/**
 * Which return paths sign-in follows: only paths that stay on this site once a browser has
 * read them the way it reads a Location header.
 */
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './session';

describe('safeReturnPath', () => {
  it.each([
    ['/players?team=PHI#x', '/players?team=PHI#x'],
    ['/team/NFC/3700/playerPerformance/games?x=1', '/team/NFC/3700/playerPerformance/games?x=1'],
    ['/players/%2F%2Fnot-a-host', '/players/%2F%2Fnot-a-host'],
    ['/players/./x/../', '/players/'],
    ['/spieler/ü?q=a b', '/spieler/%C3%BC?q=a%20b'],
  ])('keeps %j as %j', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example/x',
    '/\r/evil.example/x',
    '/\n/evil.example/x',
    '/\0/evil.example/x',
    '/\x7f/evil.example/x',
    ' //evil.example/x',
    '/evil.example/x\n',
    '/.//evil.example/x',
    '/%2E//evil.example/x',
    'https://evil.example/x',
    'https:/evil.example/x',
    'javascript:alert(1)',
    'players',
    '',
    '/login',
    '/login/callback',
    '/./login/start',
    `/${'x'.repeat(500)}`,
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
