// Shard 1 of the fuzz suite (fuzz-suite.ts): the shards run side by side, each on its own app and database.
import { fuzzShard } from './fuzz-suite.js';

await fuzzShard(0);
