// Second step of `npm run build:node`: bundles the compiled CLI (dist/node/cli/main.js and the
// lint worker's entry) into dist/node/cli/bundle, which bin/ronghe.js runs when it is current.
// One small file linted is mostly start-up, and loading ~50 separate ES modules (resolve, read,
// compile and link each) was a fifth of it. Each command's code is still its own chunk,
// imported when the command runs.
import { defineConfig } from 'rolldown';

/** Packages `ronghe lint` needs on every run, bundled with it (see `external`). */
const BUNDLED = ['bpmn-moddle', 'moddle', 'moddle-xml', 'saxen', 'min-dash', 'bpmnlint', 'bpmnlint-utils', 'camunda-bpmn-moddle', 'commander'];

export default defineConfig({
  input: { main: 'dist/node/cli/main.js', LintWorker: 'dist/node/cli/lint/LintWorker.js' },
  platform: 'node',
  // Bare specifiers (packages, node: built-ins) are left to Node's resolution, but for the
  // packages every lint reads a diagram with, which are otherwise loaded as separate ES modules
  // (or, for bpmnlint, a CommonJS module scanned for its exports) file by file.
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !BUNDLED.some((name) => id === name || id.startsWith(`${name}/`)),
  output: {
    dir: 'dist/node/cli/bundle',
    // No chunk of an earlier build is left beside the new ones.
    cleanDir: true,
    format: 'esm',
    // LintWorkerPool starts new URL('./LintWorker.js', import.meta.url): the worker's entry
    // keeps its name and sits beside the chunks.
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    sourcemap: true,
    // Few files on the way to a lint: Node 20's ES module loader reads each file with an
    // asynchronous read (a thread-pool round trip) before it compiles it. The program and
    // what all commands share is one chunk, `lint` and the BPMN contracts another. main.js
    // stays out of the shared chunk: it awaits the command at its top level, and a command's
    // chunk importing the chunk that awaits it would never finish loading.
    codeSplitting: {
      groups: [
        { name: 'cli', test: /dist[\\/]node[\\/]cli[\\/](?!main\.js$)[^\\/]+\.js$/ },
        // Not the worker's entry, which runs only in a worker thread.
        { name: 'lint', test: /dist[\\/]node[\\/](cli[\\/]lint|contracts[\\/]bpmn)[\\/](?!LintWorker\.js$)/ },
      ],
    },
  },
});
