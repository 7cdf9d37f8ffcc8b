// Control characters (NUL and the other C0 codes, DEL) in a request's input: PostgreSQL cannot store NUL
// in text, and none of them belongs in a form field, a query or a path. The route kit refuses them once,
// for every body, query and path parameter, before any schema or handler sees the input. Tab, line feed
// and carriage return stay allowed: text areas send them.
import { z } from 'zod';
import { t, type Locale } from '@crestline/contracts';
import { ValidationError } from './errors';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Deeper than any form nests; the schemas refuse what lies below it (the bound keeps the walk cheap). */
const MAX_DEPTH = 32;

type Path = (string | number)[];

/** The path of the first string (or key) holding a control character; null if clean. */
export function findControlCharacter(value: unknown, path: Path = [], depth = 0): Path | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key.replace(new RegExp(CONTROL, 'g'), '?')];
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws a 400 naming the field (in the request's language) when the input holds a control character. */
export function refuseControlCharacters(input: unknown, locale: Locale): void {
  const path = findControlCharacter(input);
  if (!path) return;
  const field = path.length ? path.join('.') : '-';
  const message = t(locale, 'api.controlCharacters', { field });
  throw new ValidationError(new z.ZodError([{ code: 'custom', path, message, input: undefined }]));
}
