// The browser tests' setup on an unminified build (kept out of the tree), so that a CPU profile
// (tests/browser/profile.spec.ts) and the work count's components read by their names.
import base from './playwright.config';

const PORT = Number(process.env.PW_PORT ?? 4173);
const OUT = 'node_modules/.cache/dist-unminified';

export default { ...base, webServer: { ...base.webServer, command: `npx vite build --minify false --outDir ${OUT} --emptyOutDir && npx vite preview --outDir ${OUT} --port ${PORT} --strictPort --host 127.0.0.1` } };
