import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A forked TypeScript process (run through tsx) with a small typed inbox of its IPC messages. */
export type BenchChild = {
  proc: ChildProcess;
  /** The next message of this `type`, kept if it arrived before anyone asked. */
  next: <T>(type: string, timeoutMs?: number) => Promise<T>;
  /** Asks it to stop ({type:'stop'}) and waits for it to exit; killed after 10 s. */
  stop: () => Promise<void>;
};

export function startChild(
  file: URL,
  { args = [], env = {}, nodeArgs = [] }: { args?: string[]; env?: Record<string, string>; nodeArgs?: string[] } = {},
): BenchChild {
  const name = fileURLToPath(file);
  const proc = fork(name, args, {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: { type: string }[] = [];
  const waiting: { type: string; resolve: (m: never) => void; reject: (err: Error) => void }[] = [];
  let exited: Error | null = null;
  proc.once('exit', (code) => {
    exited = new Error(`${name} exited with ${code}`);
    for (const w of waiting.splice(0)) w.reject(exited);
  });
  proc.on('message', (m: { type: string }) => {
    const w = waiting.findIndex((x) => x.type === m.type);
    if (w >= 0) waiting.splice(w, 1)[0]!.resolve(m as never);
    else inbox.push(m);
  });
  return {
    proc,
    next<T>(type: string, timeoutMs = 120_000) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0] as T);
      if (exited) return Promise.reject(exited);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no ${type} in time`)), timeoutMs);
        waiting.push({
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          reject: (err) => {
            clearTimeout(timer);
            reject(err);
          },
        });
      });
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const done = new Promise((r) => proc.once('exit', r));
      proc.send({ type: 'stop' });
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** In a benchmark's child: runs `stop` when the parent asks ({type:'stop'}, what BenchChild.stop sends) or on SIGTERM. */
export function stopWhenAsked(stop: () => Promise<void>): void {
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'stop') void stop();
  });
  process.on('SIGTERM', () => void stop());
}
