// Readers for request fields: each checks the type and answers a Chinese 400 that names the
// field, so a handler never works on a value it did not check. Every string is cleaned by the
// app's rule (src/lib/validators/clean.ts): zero-width characters dropped, control characters,
// bidi overrides and lone surrogates refused; lengths count characters as a person does.
import type { Request } from 'json-server';
import { charCount, charProblem, stripInvisible, type CleanOptions } from '../../src/lib/validators/clean';
import { mobile as mobileRule } from '../../src/lib/validators/phone';
import type { Validator } from '../../src/lib/validators/types';
import { MockError } from './envelope';

export type Input = Record<string, unknown>;

const invalid = (field: string, message: string) => new MockError(400, message, 400, { field });
const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The JSON body of a POST (the body middleware guarantees a plain object). */
export const bodyOf = (req: Request): Input => (req.body as Input | undefined) ?? {};
/** Query parameters: strings only; repeated or nested parameters are dropped. */
export function queryOf(req: Request): Input {
  const out: Input = {};
  for (const [k, v] of Object.entries(req.query)) if (typeof v === 'string') out[k] = v;
  return out;
}

interface StrOptions extends CleanOptions {
  /** in characters as a person counts them (an emoji is one) */
  max?: number;
  pattern?: RegExp;
  /** message when `pattern` does not match */
  patternMessage?: string;
}

/** A required non-empty string (trimmed). */
export function str(input: Input, field: string, label: string, options: StrOptions = {}): string {
  const v = input[field];
  if (absent(v)) throw invalid(field, `请填写${label}`);
  if (typeof v !== 'string') throw invalid(field, `${label}格式不正确`);
  const text = stripInvisible(v, options).trim();
  if (!text) throw invalid(field, `请填写${label}`);
  const hidden = charProblem(text, label, options);
  if (hidden) throw invalid(field, hidden);
  if (options.max !== undefined && charCount(text) > options.max)
    throw invalid(field, `${label}不能超过 ${options.max} 个字`);
  if (options.pattern && !options.pattern.test(text))
    throw invalid(field, options.patternMessage || `${label}格式不正确`);
  return text;
}

export function optStr(input: Input, field: string, label: string, options: StrOptions = {}): string | undefined {
  const v = input[field];
  // nothing but invisible characters is nothing
  if (absent(v) || (typeof v === 'string' && !stripInvisible(v).trim())) return undefined;
  return str(input, field, label, options);
}

interface IntOptions {
  min?: number;
  max?: number;
}

/** A required integer: a JSON number (a string of digits is a wrong type, like any other). */
export function int(input: Input, field: string, label: string, options: IntOptions = {}): number {
  const v = input[field];
  if (absent(v)) throw invalid(field, `请填写${label}`);
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw invalid(field, `${label}必须是整数`);
  if (options.min !== undefined && v < options.min) throw invalid(field, `${label}不能小于 ${options.min}`);
  if (options.max !== undefined && v > options.max) throw invalid(field, `${label}不能大于 ${options.max}`);
  return v;
}

export function optInt(input: Input, field: string, label: string, options: IntOptions = {}): number | undefined {
  return absent(input[field]) ? undefined : int(input, field, label, options);
}

/** One of the listed values, of the same type. */
export function oneOf<T extends string | number>(input: Input, field: string, label: string, values: readonly T[]): T {
  const v = input[field];
  if (absent(v)) throw invalid(field, `请选择${label}`);
  const found = values.find((x) => x === v);
  if (found === undefined) throw invalid(field, `${label}只能是 ${values.join('、')} 之一`);
  return found;
}

export function optOneOf<T extends string | number>(
  input: Input,
  field: string,
  label: string,
  values: readonly T[],
): T | undefined {
  return absent(input[field]) ? undefined : oneOf(input, field, label, values);
}

/** An optional map coordinate (`lat` or `lng`, as the location picker sends it): null when absent. */
export function coordinate(input: Input, field: 'lat' | 'lng'): number | null {
  const v = input[field];
  if (v === undefined || v === null) return null;
  const [label, limit] = field === 'lat' ? ['纬度', 90] : ['经度', 180];
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > limit)
    throw invalid(field, `${label}格式不正确，请重新选择位置`);
  return v;
}

/**
 * A string checked by one of the app's validators (src/lib/validators/) and refused in its words,
 * so the server refuses exactly what the screens do; a message that does not name the field gets
 * `label` in front ("预留手机号：请输入11位手机号（以1开头）"). Returns the value trimmed.
 */
export function valid(input: Input, field: string, label: string, rule: Validator): string {
  const v = input[field];
  if (!absent(v) && typeof v !== 'string') throw invalid(field, `${label}格式不正确`);
  const text = typeof v === 'string' ? stripInvisible(v).trim() : '';
  const problem = (text && charProblem(text, label)) || rule(text);
  if (problem) throw invalid(field, problem.includes(label) ? problem : `${label}：${problem}`);
  return text;
}

export const mobile = (input: Input, field = 'mobile', label = '手机号'): string =>
  valid(input, field, label, mobileRule);

/**
 * The readers under one name, as a route calls them: `read.str(body, 'content', '反馈内容')`. At
 * the call the name says the value is read and checked (a 400 naming the field, never a bad
 * value), and no reader is mistaken for a local of the same name (`mobile`, `valid`).
 */
export const read = { str, optStr, int, optInt, oneOf, optOneOf, mobile, valid, coordinate };
