// Work started and not waited for: a chat message's notification (its sender's next frame must not wait on it), a
// socket's presence write as it closes. Shutdown waits for it before the database closes (app.ts), so nothing is
// cut off half-written: a message sent a moment before a deploy still notifies its reader.

const running = new Set<Promise<unknown>>();

/** Runs `work` without waiting for it; the app's close waits for it. `work` handles its own failures. */
export function inBackground(work: Promise<unknown>): void {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
}

/** Resolves once the work started in the background has finished, including work it started meanwhile. */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
