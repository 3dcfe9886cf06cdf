/**
 * `npm run sandbox -- [--port N] [--db PATH] [--host HOST]`: serves the booking interface
 * v1.0 from SQLite. Defaults: port 8787, database `.sandbox-data/sandbox.db` (created and
 * seeded on first start), host 127.0.0.1. `--port 0` picks a free port.
 */
import { parseArgs } from 'node:util';
import { DEMO_BUSINESSES } from './demo-data.js';
import { startSandbox } from './server.js';

const DEFAULT_PORT = 8787;
const DEFAULT_DB = '.sandbox-data/sandbox.db';

function usage(problem: string): never {
  process.stderr.write(`${problem}\nUsage: npm run sandbox -- [--port N] [--db PATH] [--host HOST]\n`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: { port: { type: 'string' }, db: { type: 'string' }, host: { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
if (!/^\d+$/.test(values.port ?? '0') || port > 65535) usage(`Invalid --port: ${values.port}`);
if (values.db === '') usage('Invalid --db: empty path');

const sandbox = await startSandbox({ port, dbPath: values.db ?? DEFAULT_DB, host: values.host ?? '127.0.0.1' }).catch(
  (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') usage(`Port ${port} is in use: pick another with --port N (0 = any free port)`);
    throw error;
  },
);
console.log(`Sandbox listening on ${sandbox.url}`);
console.log('Demo businesses (api_key: name):');
for (const business of DEMO_BUSINESSES) {
  const sms = business.smsEnabled ? 'SMS on' : 'SMS off';
  console.log(
    `  ${business.apiKey}: ${business.name} (${business.locations.length} location${business.locations.length > 1 ? 's' : ''}, ${sms}, ${business.dateFormat})`,
  );
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  await sandbox.close();
  console.log(`Sandbox stopped (${signal})`);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
