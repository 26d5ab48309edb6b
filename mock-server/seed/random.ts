// Seeded random streams for the seed: each collection draws from a stream of its own, keyed by
// the collection's name, so changing what one collection draws never reshuffles the others.
import { CREDIT_CHARS, creditCodeCheckChar, idCardCheckChar } from '../../src/lib/validators/identity';
import { luhnCheckDigit } from '../../src/lib/bank-card';
import { GIVEN, SURNAMES } from './data';

/** The seed's "today" (noon in China); rebase.ts moves a fresh copy to the real today. */
export const SEED_DATE = new Date('2025-06-15T04:00:00.000Z');
export const DAY = 86400000;
const BASE_SEED = 20250615;
const MOBILE_PREFIXES = ['35', '36', '37', '38', '39', '50', '51', '58', '59', '77', '86', '88', '89'];

/** A stream's starting state: FNV-1a of its name, mixed with the seed's base number. */
export function defaultSeedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return (hash ^ BASE_SEED) | 0;
}

/** How a generator run picks each stream's seed (a test changes one to see the others hold). */
export type SeedOf = (name: string) => number;

/** mulberry32: small, fast, and the same sequence on every machine. */
export class Stream {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  digits(n: number): string {
    return Array.from({ length: n }, () => this.between(0, 9)).join('');
  }

  personName(): string {
    return this.pick([...SURNAMES]) + this.pick(GIVEN);
  }

  mobile(): string {
    return `1${this.pick(MOBILE_PREFIXES)}${this.digits(8)}`;
  }

  /** An ISO time `days` before the seed date, at a daytime hour. */
  daysAgo(days: number, hour = this.between(8, 21)): string {
    const d = new Date(SEED_DATE.getTime() - days * DAY);
    d.setUTCHours(hour - 8, this.between(0, 59), this.between(0, 59), 0);
    return d.toISOString();
  }

  // check characters are the app's own (lib/validate, lib/bank-card), so seeded numbers pass its validators

  idCard(areaCode: string, birth: string): string {
    const body = areaCode + birth + this.digits(3);
    return body + idCardCheckChar(body);
  }

  creditCode(): string {
    const body = `91330106${Array.from({ length: 9 }, () => this.pick([...CREDIT_CHARS])).join('')}`;
    return body + creditCodeCheckChar(body);
  }

  luhnCard(bin: string, length: number): string {
    const body = bin + this.digits(length - bin.length - 1);
    return body + luhnCheckDigit(body);
  }
}

export const yyyymmdd = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
