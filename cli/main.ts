import { RongheProgram } from './RongheProgram.ts';

// Entry point of bin/ronghe.js: runs on import, with the process's arguments.

// `ronghe lint … | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = await new RongheProgram().run(process.argv.slice(2));
