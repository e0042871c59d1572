import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addEnglish, i18n } from './i18n';

/**
 * A namespace of texts: adds its English catalogue, and returns the hook the screens translate with
 * (`const t = useCommonText(); t('nav.liveAuctions')`) and a `t` for code outside components (toasts).
 */
export function namespace(name: string, english: ResourceKey) {
  addEnglish(name, english);
  return {
    useText: () => useTranslation(name).t,
    t: i18n.getFixedT(null, name),
  };
}
