// The server's entry point: npm start runs its build (scripts/buildServer.mjs makes dist/main.mjs),
// npm run dev and the fault tests run it with tsx. What it starts is in app/startGriot.ts.
import { startGriot } from './app/startGriot';

startGriot().catch((error: unknown) => {
  console.error('Griot could not start:', error);
  process.exit(1);
});
