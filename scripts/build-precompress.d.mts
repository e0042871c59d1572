export declare const COMPRESSIBLE: RegExp;
export declare function precompress(dir: string): { files: number; bytes: number; br: number; gzip: number };
