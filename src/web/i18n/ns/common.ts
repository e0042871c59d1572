import { useMemo } from 'react';
import type { Category, PossessionType, PropertyType } from '@shared/domain/constants';
import english from '../locales/en/common.json?compiled';
import { namespace } from '../namespace';

/** The shell's texts: navigation, footer, language and theme, errors every page may show. */
export const { useText: useCommonText, t: commonText } = namespace('common', english);

type T = (key: string, values?: Record<string, unknown>) => string;

/** The names of property types, categories and possession types, from `t` (the common catalogue's). */
function termsOf(t: T) {
  return {
    // A value the catalogue does not know (a report's, a form's before it is checked) shows as it came.
    propertyType: (value: PropertyType | string) => t(`propertyType.${value}`, { defaultValue: value }),
    category: (value: Category | string) => t(`category.${value}`, { defaultValue: value }),
    possession: (value: PossessionType | string) => t(`possession.${value}`, { defaultValue: value }),
  };
}

/**
 * The names of property types, categories and possession types in the current language: one
 * catalogue for every screen that shows or offers them.
 */
export function usePropertyTerms() {
  const t = useCommonText();
  return useMemo(() => termsOf(t), [t]);
}

/** The same outside a component (the current language at the time of the call). */
export const propertyTerms = termsOf(commonText);
