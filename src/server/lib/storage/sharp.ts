import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips), loaded with the first image the server decodes: a server that receives none (most
 * processes, most of the time) carries neither its library nor its thread pool (`bench/memory`).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
