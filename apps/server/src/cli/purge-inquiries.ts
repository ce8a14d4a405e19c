import { finish, runCommand } from '../operator/run';

// Retention purge now (the server also runs it daily by itself): deletes inquiries older than
// INQUIRY_RETENTION_DAYS (default 3 years), and records the run the studio's inbox shows. Works
// beside a running server (on the embedded database, through the server: operator/run.ts).
finish(await runCommand({ command: 'inquiries:purge' }));
