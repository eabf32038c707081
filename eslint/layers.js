import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The layers, enforced (docs/architecture.md "Layers"): every import points down. `shared` knows neither
 * side; in `shared` the match engine knows nothing of the room game built on it; on the client, `lib/`
 * and `ui/` know no feature and not the app frame, and a feature reaches another only through that
 * feature's public entry (its index.ts), only if that feature is in a layer below its own, and never the
 * app frame (a feature's tests may render the app).
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const features = fs
  .readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const below = (target, from, message) => ({ target, from, message });
const sideZones = [
  below('shared', ['server', 'client'], 'shared/ is below both sides: move what both need into shared/.'),
  below('server', 'client', 'The server does not import the client: what both need lives in shared/.'),
  below('client', 'server', 'The client does not import the server: what both need lives in shared/.'),
  below('shared/src/match', 'shared/src/room', 'The match engine is below the room game: move what both need into match/.'),
  below(['client/src/lib', 'client/src/ui'], ['client/src/app', 'client/src/features'], 'lib/ and ui/ are below the features and the app frame.'),
];
// The features form layers too: a feature uses only features of a layer below its own (through their public
// entries), so no two features use each other. Bottom first; every feature folder has its layer.
const featureLayers = [
  ['auth', 'boardCore', 'rooms'],
  ['site', 'presenter', 'plans', 'match'],
  ['board', 'builder', 'history', 'video', 'pickFive'],
];
const layerOf = (name) => {
  const layer = featureLayers.findIndex((names) => names.includes(name));
  if (layer < 0) throw new Error(`eslint/layers.js: client/src/features/${name} has no layer in featureLayers`);
  return layer;
};
const featureZones = features.flatMap((name) => {
  const level = layerOf(name);
  const notBelow = features.filter((other) => other !== name && layerOf(other) >= level);
  return [
    {
      target: `client/src/features/${name}`,
      from: 'client/src/features/**',
      except: [`**/client/src/features/${name}/**`, '**/client/src/features/*/index.ts'],
      message: 'Another feature is reached through its public entry (its index.ts).',
    },
    ...notBelow.map((other) => ({
      target: `client/src/features/${name}`,
      from: `client/src/features/${other}`,
      message: `${name} is not above ${other} (featureLayers): what both need goes down into a feature below both.`,
    })),
  ];
});
const appZone = below('client/src/features', 'client/src/app', 'Features are below the app frame: what a feature needs from it belongs in lib/.');
const kitZone = below(['shared/src', 'server/src', 'client/src'], ['shared/src/test', 'server/src/test', 'server/test', 'e2e'], 'Test kits are for tests and benches: production code never imports them (docs/testing.md).');

const settings = {
  // Which files the cycle check reads: TypeScript's too (the default is JavaScript only).
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'], conditionNames: ['import', 'default'] })],
};
const files = ['{shared,server,client}/**/*.{ts,tsx}'];
const restricted = (zones) => ['error', { basePath: root, zones }];

export const layers = [
  {
    files,
    plugins: { 'import-x': importX },
    settings,
    rules: { 'import-x/no-restricted-paths': restricted([...sideZones, ...featureZones, appZone]) },
  },
  // No file imports a test file, so none is in a cycle: the check (half the lint's time) reads the others only.
  {
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Production files, which alone must keep out of the test kits.
  {
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/bench/**', '**/fixtures/**'],
    rules: { 'import-x/no-restricted-paths': restricted([...sideZones, ...featureZones, appZone, kitZone]) },
  },
  {
    files: ['client/src/features/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restricted([...sideZones, ...featureZones]) },
  },
];
