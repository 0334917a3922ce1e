// The shop module's public face (see account/index.ts).
export { findCurrentSeason, listAllProducts, updateProduct, type ProductRow } from './repository.ts';
