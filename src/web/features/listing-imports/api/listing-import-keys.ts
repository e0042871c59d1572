/** Every `['listing-imports', …]` query key, spelled here and nowhere else. */
export const listingImportKeys = {
  all: ['listing-imports'] as const,
  /** The caller's most recent imports. */
  recent: () => [...listingImportKeys.all, 'recent'] as const,
  /** One import, while it runs and after. */
  detail: (id: string) => [...listingImportKeys.all, 'detail', id] as const,
};

/** The template, as a plain download link (an attachment): its columns are `IMPORT_COLUMNS`. */
export const templateFile = (format: 'xlsx' | 'csv') => `/api/vendor/listing-imports/template.${format}`;
