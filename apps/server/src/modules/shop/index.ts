// The shop module's public face (see account/index.ts).
export { findCurrentSeason } from './repository.ts';
