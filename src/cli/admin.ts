import { once } from 'node:events';
import { runAdmin } from './admin-commands.js';

/** The operator's commands (`npm run admin -- ...`, usage in admin-commands.ts), on this process's own input and output. */
async function allOfStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => (text += chunk));
  await once(process.stdin, 'end');
  return text;
}

// Exit at once, as before: a mail transport left open must not hold the command.
process.exit(
  await runAdmin(process.argv.slice(2), {
    env: process.env,
    readStdin: allOfStdin,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  }),
);
