import sharp from 'sharp';

export type FilePart = { field?: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for `app.inject`, built by the platform's own FormData encoder. */
export async function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)], { type: f.contentType }), f.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A real image of the given format, optionally carrying EXIF metadata. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  opts: { width?: number; height?: number; exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({
    create: { width: opts.width ?? 64, height: opts.height ?? 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
  if (opts.exif) image = image.withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'GPS 19.0760N 72.8777E' } });
  return image.toFormat(format).toBuffer();
}
