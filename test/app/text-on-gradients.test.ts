// Text over a gradient reaches its contrast on every colour of the gradient, read from the CSS as
// written (axe cannot judge text on a gradient, so the contact sheet only lists it).
// The text on a gradient is what the rules of the gradient's own file style under its class, by
// BEM: the class itself, its elements (`.bank-card__name`, `.wd__balance-label`) and its
// descendants (`.bank-card .bank-logo`). A rule with an opaque background of its own is not on
// the gradient; a see-through one is painted over it first. Disabled and pressed states are left
// out (WCAG does not ask it of inactive controls; a press lasts a moment).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import { BODY_TEXT, contrast, LARGE_TEXT, over, parseColour, type Rgba } from '../../src/lib/contrast';

/** Gradients only part of which is under text: the stops (by index) that are, and why. */
const UNDER_TEXT: Record<string, { stops: number[]; why: string }> = {
  '.home': {
    stops: [0, 1],
    why: "the header's text sits in the band (the first 150 px); the grey below is under the white wallet card",
  },
};

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(path.join(dir, e.name)) : e.name.endsWith('.css') ? [path.join(dir, e.name)] : [],
  );

const decl = (rule: Rule, prop: string): string | undefined => {
  let value: string | undefined;
  rule.walkDecls(prop, (d) => {
    value = d.value;
  });
  return value;
};

const ROOT: Record<string, string> = {};
postcss.parse(readFileSync('src/app/base.css', 'utf8')).walkRules(':root', (r) =>
  r.walkDecls(/^--/, (d) => {
    ROOT[d.prop] = d.value;
  }),
);

/** A colour as written: a literal, or var() of :root's custom property (else its fallback). */
function colourOf(text: string): Rgba | null {
  const v = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(text.trim());
  if (v) return colourOf(ROOT[v[1]] ?? v[2] ?? '');
  if (text.trim() === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  return parseColour(text);
}

/** Splits on commas outside parentheses. */
function topLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...parts, text.slice(start).trim()];
}

const CARD = colourOf('var(--card)')!;

/** The colour stops of the first gradient in `background`, opaque (a see-through stop over a card). */
function gradientStops(background: string): Rgba[] | null {
  const at = background.indexOf('-gradient(');
  if (at < 0) return null;
  let depth = 0;
  let end = at;
  for (let i = background.indexOf('(', at); i < background.length; i++) {
    if (background[i] === '(') depth++;
    if (background[i] === ')' && --depth === 0) {
      end = i;
      break;
    }
  }
  const args = topLevel(background.slice(background.indexOf('(', at) + 1, end));
  const stops = /^(to |[-\d.]+(deg|turn|rad))/.test(args[0]) ? args.slice(1) : args;
  return stops.map((stop) => {
    const colour = /^(var\([^()]*(\([^()]*\))?[^()]*\)|rgba?\([^()]*\)|#[0-9a-f]+|[a-z]+)/i.exec(stop)?.[0] ?? '';
    const rgba = colourOf(colour);
    if (!rgba) throw new Error(`gradient stop not understood: ${stop}`);
    return over(rgba, CARD);
  });
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Finding {
  checked: number;
  failures: string[];
}

function checkGradient(file: string, root: postcss.Root, card: Rule, stops: Rgba[]): Finding {
  const cls = /\.[\w-]+/.exec(card.selector)![0];
  const under = UNDER_TEXT[cls];
  const shown = under ? stops.filter((_, i) => under.stops.includes(i)) : stops;
  // the class itself (any state, pseudo-element or descendant), its BEM elements and modifiers
  // (an element's own parts are named with one hyphen: .wd__balance-label)
  const parts = cls.includes('__') ? '__|--|-' : '__|--';
  const named = new RegExp(`${escaped(cls)}(?![\\w-])|${escaped(cls)}(${parts})[\\w-]+`);
  const inherited = colourOf(decl(card, 'color') ?? 'var(--text)')!;
  const finding: Finding = { checked: 0, failures: [] };
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((s) => named.test(s) && !/:(active|disabled)/.test(s));
    if (!selectors.length || rule.parent?.type === 'atrule') return;
    const background = decl(rule, 'background') ?? decl(rule, 'background-color');
    const own = background && !background.includes('gradient') ? colourOf(background) : null;
    if (own && own.a === 1) return;
    const colourText = decl(rule, 'color');
    // what changes how the text reads: its colour, its opacity, a see-through background
    if (!colourText && !decl(rule, 'opacity') && !own) return;
    const text = colourText ? colourOf(colourText) : inherited;
    if (!text) throw new Error(`${file} ${rule.selector}: colour not understood: ${colourText}`);
    const opacity = Number(decl(rule, 'opacity') ?? 1);
    const size = Number.parseFloat(decl(rule, 'font-size') ?? '14');
    const bold = Number(decl(rule, 'font-weight') ?? 400) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? LARGE_TEXT : BODY_TEXT;
    for (const stop of shown) {
      const behind = own ? over(own, stop) : stop;
      const ratio = contrast(over(text, behind, opacity), behind);
      finding.checked++;
      if (ratio < needed) {
        const rgb = `rgb(${Math.round(behind.r)}, ${Math.round(behind.g)}, ${Math.round(behind.b)})`;
        finding.failures.push(`${file} ${selectors.join(', ')}: ${ratio.toFixed(2)}:1 on ${rgb} (needs ${needed}:1)`);
      }
    }
  });
  return finding;
}

test('every text over a gradient reaches 4.5:1 (large text 3:1) on each colour under it', () => {
  const cards: string[] = [];
  const failures: string[] = [];
  for (const file of cssFiles('src')) {
    const root = postcss.parse(readFileSync(file, 'utf8'));
    root.walkRules((rule) => {
      const background = decl(rule, 'background') ?? decl(rule, 'background-image');
      const stops = background ? gradientStops(background) : null;
      if (!stops) return;
      const found = checkGradient(file, root, rule, stops);
      cards.push(`${rule.selector}:${found.checked}`);
      failures.push(...found.failures);
    });
  }
  assert.equal(failures, []);
  // the check found the cards and text on each (a check that finds nothing passes for nothing)
  for (const card of ['.home', '.bank-card', '.wd__balance', '.wash-sum', '.team-sum', '.login']) {
    const seen = cards.find((c) => c.startsWith(`${card}:`));
    assert.ok(seen && !seen.endsWith(':0'), `${card}: no text checked (found ${cards.join(' ')})`);
  }
});

test.run();
