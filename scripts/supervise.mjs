// Signal plumbing of the wrappers (npm start, npm run dev): SIGINT and SIGTERM reach every child, and a wrapper whose
// parent vanished stops its children too.
//
// npm runs a script through `sh -c`. `kill <pid of npm>` makes npm pass the signal to that shell, and dash (Debian's
// sh) does not pass it on: on SIGTERM it dies and leaves this wrapper running as an orphan, on SIGINT it waits for
// the wrapper, which never hears of it — the server kept running. So the npm scripts `exec` the wrapper (npm's
// signal then reaches it directly), and under npm the wrapper also watches its parent: once npm is gone (even by
// kill -9), it stops its children as if it had received SIGTERM. (Run directly, e.g. `node scripts/start.mjs &` from a
// shell that then exits, it does not watch: leaving the shell must not stop a server.) The server, in turn, stops
// when this wrapper's IPC channel closes (packages/server/src/main.ts), so even kill -9 of the wrapper does not leave
// it running.
import process from 'node:process';

const SIGNALS = ['SIGINT', 'SIGTERM'];
const PARENT_POLL_MS = 200;

/**
 * Forwards SIGINT/SIGTERM to `children` (each once), and under npm treats the loss of the parent as SIGTERM.
 * Answers `stop(signal)` for the wrapper's own reasons to stop (e.g. one child exiting).
 */
export function superviseChildren(children) {
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, () => stop(signal));
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      stop('SIGTERM');
    }, PARENT_POLL_MS);
    watch.unref();
  }
  return stop;
}
