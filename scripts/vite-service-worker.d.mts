import type { Plugin } from 'vite';

export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export declare const PUBLIC_SHELL: string[];
export declare const SHELL_ROUTES: string[];
export declare function shellFiles(manifest: Record<string, ManifestChunk>): string[];
export declare function serviceWorkerCode(template: string, version: string, shell: string[]): string;
export declare function serviceWorker(options: { template: string }): Plugin;
