/** Reading static markup (`renderToStaticMarkup`) in component tests: there is no DOM here. */

/** What a reader sees of some markup: its text, entities decoded, spaces collapsed. */
export function text(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The outer HTML of every element carrying `data-testid="id"`, in document order. */
export function parts(html: string, id: string): string[] {
  const found: string[] = [];
  for (let at = html.indexOf(`data-testid="${id}"`); at >= 0; at = html.indexOf(`data-testid="${id}"`, at + 1)) {
    const start = html.lastIndexOf('<', at);
    const tag = /^<([a-z0-9]+)/.exec(html.slice(start))![1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = start;
    let depth = 0;
    let end = html.length;
    for (let m = tags.exec(html); m; m = tags.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    found.push(html.slice(start, end));
  }
  return found;
}

/** The outer HTML of the first element carrying `data-testid="id"`, or undefined when it is not rendered. */
export const part = (html: string, id: string): string | undefined => parts(html, id)[0];
