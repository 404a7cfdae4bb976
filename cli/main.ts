import { RongheProgram } from './RongheProgram.ts';

// Entry point of bin/ronghe.js: runs on import, with the process's arguments.
process.exitCode = await new RongheProgram().run(process.argv.slice(2));
