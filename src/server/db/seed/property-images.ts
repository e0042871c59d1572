import type { PropertyType } from '../../../shared/domain/constants';
import { fromProjectRoot } from '../../lib/project-paths';

/** Folder of the bundled illustrations (drawn by scripts/generate-images.ts, committed as WebP). */
export const PROPERTY_IMAGES_DIR = fromProjectRoot('assets', 'property-images');

export type PropertyImage = {
  /** File name inside PROPERTY_IMAGES_DIR. */
  file: string;
  label: string;
  /** Property types the picture can stand for. */
  suits: readonly PropertyType[];
};

/**
 * The bundled property images. The demo seed draws auction galleries from them, and the admin's
 * sample image tool uploads the same files.
 */
export const PROPERTY_IMAGES = [
  { file: 'apartment-tower.webp', label: 'Apartment towers', suits: ['Residential'] },
  { file: 'villa-garden.webp', label: 'Villa with garden and pool', suits: ['Residential'] },
  { file: 'row-house.webp', label: 'Row houses', suits: ['Residential'] },
  { file: 'sea-view-interior.webp', label: 'Sea-facing living room', suits: ['Residential'] },
  { file: 'office-block.webp', label: 'Office block', suits: ['Commercial'] },
  { file: 'retail-shopfront.webp', label: 'Shops with flats above', suits: ['Commercial'] },
  { file: 'warehouse.webp', label: 'Warehouse with loading docks', suits: ['Industrial', 'Commercial'] },
  { file: 'factory.webp', label: 'Factory shed', suits: ['Industrial'] },
  { file: 'farmland.webp', label: 'Farmland', suits: ['Agricultural', 'Land'] },
  { file: 'vineyard.webp', label: 'Vineyard', suits: ['Agricultural'] },
  { file: 'land-plot.webp', label: 'Fenced open plot', suits: ['Land', 'Agricultural'] },
  {
    file: 'site-plan.webp',
    label: 'Site plan',
    suits: ['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Land'],
  },
] as const satisfies readonly PropertyImage[];

export type PropertyImageFile = (typeof PROPERTY_IMAGES)[number]['file'];
