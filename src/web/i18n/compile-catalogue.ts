import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A namespace's texts as its translators write them: nested objects of ICU messages ("nav.liveAuctions"). */
export type Catalogue = { [key: string]: string | Catalogue };

/** A namespace's texts as Lingui renders them: compiled messages under their dotted keys. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * A catalogue compiled for Lingui (decision 036): each ICU message parsed once, here, at build time, so
 * that the browser carries no message parser; empty texts are left out (they read as missing).
 */
export function compileCatalogue(catalogue: Catalogue, prefix = ''): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') Object.assign(out, compileCatalogue(value, at));
    else if (value !== '') out[at] = compileMessage(value);
  }
  return out;
}

/** What `import texts from './locales/hi/bidding.json?compiled'` asks for. */
const COMPILED = /\/i18n\/locales\/[\w-]+\/\w+\.json\?compiled$/;

/**
 * Vite (the browser build, the server entry and the unit tests): a screen catalogue imported with
 * `?compiled` arrives compiled, as a module (Vite's own JSON step leaves a file with a query alone).
 */
export const compiledCatalogues = (): Plugin => ({
  name: 'neelami-compiled-catalogues',
  enforce: 'pre',
  transform(code, id) {
    if (!COMPILED.test(id)) return null;
    return { code: `export default ${JSON.stringify(compileCatalogue(JSON.parse(code) as Catalogue))};`, map: null };
  },
});
