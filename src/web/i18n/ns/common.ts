import english from '../locales/en/common.json';
import { namespace } from '../namespace';

/** The shell's texts: navigation, footer, language and theme, errors every page may show. */
export const { useText: useCommonText, t: commonText } = namespace('common', english);
