import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_IMAGES_PER_AUCTION } from '@shared/domain/constants';
import { checkImageFile, UPLOAD_MESSAGES } from '@shared/schemas/upload';
import { toast } from '@web/lib/toast';

export type QueuedImageStatus = 'queued' | 'uploading' | 'done' | 'error';

export type QueuedImage = {
  key: string;
  file: File;
  previewUrl: string;
  status: QueuedImageStatus;
  /** 0..1 while uploading. */
  progress: number;
  error?: string;
};

export type RejectedFile = { name: string; message: string };

let seq = 0;

/**
 * Files chosen for an auction, waiting to be uploaded. The client checks type, size and the
 * ten-image limit for immediate feedback (spec §5, §8); the server checks again by content.
 */
export function useImageQueue() {
  const [queued, setQueued] = useState<QueuedImage[]>([]);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const live = urls.current;
    return () => {
      for (const u of live) URL.revokeObjectURL(u);
      live.clear();
    };
  }, []);

  const add = useCallback(
    (files: File[], existingCount: number) => {
      const bad: RejectedFile[] = [];
      const good: File[] = [];
      for (const file of files) {
        const message = checkImageFile(file);
        if (message) bad.push({ name: file.name, message });
        else good.push(file);
      }
      setRejected(bad);
      const waiting = queued.filter((q) => q.status !== 'done');
      const room = Math.max(0, MAX_IMAGES_PER_AUCTION - existingCount - waiting.length);
      if (good.length > room) toast.error(UPLOAD_MESSAGES.tooManyTitle, UPLOAD_MESSAGES.tooMany);
      const added = good.slice(0, room).map((file): QueuedImage => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.add(previewUrl);
        return { key: `img-${++seq}`, file, previewUrl, status: 'queued', progress: 0 };
      });
      if (added.length) setQueued([...queued, ...added]);
    },
    [queued],
  );

  const remove = useCallback((key: string) => {
    setQueued((current) => {
      const item = current.find((q) => q.key === key);
      if (item) {
        URL.revokeObjectURL(item.previewUrl);
        urls.current.delete(item.previewUrl);
      }
      return current.filter((q) => q.key !== key);
    });
  }, []);

  const update = useCallback((key: string, patch: Partial<QueuedImage>) => {
    setQueued((current) => current.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  }, []);

  /** Uploaded files leave the queue: the server's copy now shows among the existing images. */
  const clearDone = useCallback(() => {
    setQueued((current) => {
      for (const q of current) {
        if (q.status === 'done') {
          URL.revokeObjectURL(q.previewUrl);
          urls.current.delete(q.previewUrl);
        }
      }
      return current.filter((q) => q.status !== 'done');
    });
  }, []);

  return { queued, rejected, add, remove, update, clearDone, clearRejected: () => setRejected([]) };
}
