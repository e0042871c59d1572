import india from '@svg-maps/india';

/** An outline of a state or union territory of `@svg-maps/india` (MapSVG, CC BY 4.0): its id, name and SVG path. */
export type Outline = { id: string; name: string; path: string };

/** Loaded by `import()` only when the map of India is shown (67 KB gzipped). */
export const OUTLINES = (india as unknown as { locations: Outline[] }).locations;
