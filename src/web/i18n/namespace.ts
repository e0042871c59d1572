import type { CompiledCatalogue } from './compile-catalogue';
import { addEnglish, translate, useTranslate, type Translate } from './i18n';

/**
 * A namespace of texts: adds its English catalogue, and returns the hook the screens translate with
 * (`const t = useCommonText(); t('nav.liveAuctions')`) and a `t` for code outside components (toasts).
 */
export function namespace(name: string, english: CompiledCatalogue) {
  addEnglish(name, english);
  const t: Translate = (key, values) => translate(name, key, values);
  return { useText: (): Translate => useTranslate(name), t };
}
