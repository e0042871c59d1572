import type { Rolldown } from 'vite';

export declare function buildWeb(options?: {
  /** The project's root (where vite.config.ts is). */
  root?: string;
  /** The folder that gets `ssr` and `web` (the project's dist unless given). */
  outDir?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}): Promise<{ webDir: string; ssrDir: string; output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] }>;
