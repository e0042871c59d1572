/**
 * A small ICU MessageFormat formatter for the catalogues (decision 028): `{name}`, `{n, number}`,
 * `{n, plural, offset:1 =0 {…} one {# auction} other {# auctions}}` and `{x, select, a {…} other {…}}`,
 * with ICU's apostrophe quoting. NOTE: intl-messageformat with its parser would add about 15 KB
 * gzipped to the first page; `message-format.test.ts` checks this one formats every catalogue
 * message as intl-messageformat does.
 */
type Node =
  | string
  | { kind: 'arg'; name: string; format?: 'number' }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; options: Map<string, Node[]> }
  | { kind: 'select'; name: string; options: Map<string, Node[]> };

export type Values = Record<string, unknown>;

class Parser {
  private at = 0;
  constructor(private readonly src: string) {}

  parse(): Node[] {
    const nodes = this.message(false);
    if (this.at < this.src.length) this.fail('unexpected }');
    return nodes;
  }

  private fail(what: string): never {
    throw new SyntaxError(`${what} at ${this.at} in "${this.src}"`);
  }

  private message(inPlural: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (this.at < this.src.length) {
      const c = this.src[this.at]!;
      if (c === '}') break;
      if (c === '{') {
        flush();
        nodes.push(this.argument());
      } else if (c === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        this.at++;
      } else if (c === "'") {
        const next = this.src[this.at + 1];
        if (next === "'") {
          text += "'";
          this.at += 2;
        } else if (next === '{' || next === '}' || (next === '#' && inPlural)) {
          // Quoted literal text up to the next lone apostrophe.
          this.at++;
          while (this.at < this.src.length) {
            if (this.src[this.at] === "'") {
              if (this.src[this.at + 1] === "'") {
                text += "'";
                this.at += 2;
                continue;
              }
              this.at++;
              break;
            }
            text += this.src[this.at++];
          }
        } else {
          text += c;
          this.at++;
        }
      } else {
        text += c;
        this.at++;
      }
    }
    flush();
    return nodes;
  }

  private space() {
    while (/\s/.test(this.src[this.at] ?? '')) this.at++;
  }

  private word(): string {
    this.space();
    const m = /^[^\s{},]+/.exec(this.src.slice(this.at));
    if (!m) this.fail('expected a name');
    this.at += m[0].length;
    this.space();
    return m[0];
  }

  private expect(c: string) {
    this.space();
    if (this.src[this.at] !== c) this.fail(`expected ${c}`);
    this.at++;
  }

  private argument(): Node {
    this.expect('{');
    const name = this.word();
    if (this.src[this.at] === '}') {
      this.at++;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'arg', name, format: 'number' };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`unsupported argument type ${type}`);
    this.expect(',');
    let offset = 0;
    const options = new Map<string, Node[]>();
    this.space();
    while (this.src[this.at] !== '}') {
      const selector = this.word();
      if (type === 'plural' && selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length));
        continue;
      }
      this.expect('{');
      options.set(selector, this.message(type === 'plural'));
      this.expect('}');
      this.space();
      if (this.at >= this.src.length) this.fail('unclosed argument');
    }
    this.at++;
    if (!options.has('other')) this.fail('an "other" option is required');
    return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
  }
}

const parsed = new Map<string, Node[]>();
const numbers = new Map<string, Intl.NumberFormat>();
const plurals = new Map<string, Intl.PluralRules>();

export function parseMessage(message: string): Node[] {
  let nodes = parsed.get(message);
  if (!nodes) parsed.set(message, (nodes = new Parser(message).parse()));
  return nodes;
}

function numberFormat(locale: string) {
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale)));
  return f;
}

function pluralRules(locale: string) {
  let r = plurals.get(locale);
  if (!r) plurals.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

function render(nodes: Node[], locale: string, values: Values, pound: number | null): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node.kind === 'pound') out += pound === null ? '#' : numberFormat(locale).format(pound);
    else if (node.kind === 'arg') {
      const value = values[node.name];
      if (value === undefined) throw new Error(`no value for {${node.name}}`);
      out += typeof value === 'number' || node.format === 'number' ? numberFormat(locale).format(Number(value)) : String(value);
    } else if (node.kind === 'select') {
      const value = String(values[node.name]);
      out += render(node.options.get(value) ?? node.options.get('other')!, locale, values, pound);
    } else {
      const n = Number(values[node.name]);
      const exact = node.options.get(`=${n}`);
      const chosen = exact ?? node.options.get(pluralRules(locale).select(n - node.offset)) ?? node.options.get('other')!;
      out += render(chosen, locale, values, n - node.offset);
    }
  }
  return out;
}

/** Formats an ICU message in a locale ("en-IN", "hi-IN-u-nu-latn"). */
export function formatMessage(message: string, locale: string, values: Values = {}): string {
  return render(parseMessage(message), locale, values, null);
}
